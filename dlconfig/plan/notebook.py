"""Remote notebooks (step 4): JupyterLab beside the workload, never on a public address
without authentication.

Follows Jupyter Server's security guidance (a token or password on every request,
localhost by default, TLS and a password for a public server): the bundle binds the
notebook to 127.0.0.1 and reaches it through an SSH tunnel, Windows' localhost
forwarding for WSL 2, or ``kubectl port-forward``; a public Kubernetes Service only when
the workload asks for it with a TLS Secret and a password hash (checked by ``Workload``).
"""

from __future__ import annotations

from dlconfig.kb.base import KnowledgeBase
from dlconfig.kb.references import load_references
from dlconfig.models.common import Reason
from dlconfig.models.container import NotebookSpec
from dlconfig.models.messages import ParamValue
from dlconfig.models.workload import Target, Workload

NOTEBOOK_PORT = 8888


def _cited(kb: KnowledgeBase, ref_id: str, code: str, **params: ParamValue) -> Reason:
    ref = load_references(kb).get(ref_id)
    return Reason(
        code=code,
        params=params,
        source=ref.source if ref else None,
        as_of=ref.as_of if ref else None,
    )


def plan_notebook(
    workload: Workload, target: Target, kb: KnowledgeBase, reasons: list[Reason]
) -> NotebookSpec | None:
    """The notebook of ``workload`` (None when it asks for none); appends its reasons."""
    if not workload.notebook:
        return None
    port = NOTEBOOK_PORT
    reasons.append(_cited(kb, "jupyter_security", "container.notebook.local", port=port))
    if target is Target.WSL2:
        reasons.append(_cited(kb, "wsl_networking", "container.notebook.wsl2", port=port))
    reasons.append(_cited(kb, "kubectl_port_forward", "container.notebook.k8s", port=port))
    if workload.notebook_public:
        reasons.append(
            _cited(
                kb,
                "jupyter_public_server",
                "container.notebook.public",
                secret=workload.notebook_tls_cert,
            )
        )
    return NotebookSpec(
        port=port,
        is_public=workload.notebook_public,
        tls_secret=workload.notebook_tls_cert if workload.notebook_public else None,
        password_hash=workload.notebook_password_hash if workload.notebook_public else None,
    )
