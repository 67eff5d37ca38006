"""Models build their validators on first use; first uses from many threads at once agree."""

from __future__ import annotations

import subprocess
import sys
import textwrap

FRESH_PROCESS = textwrap.dedent(
    """
    import threading
    from pydantic import ValidationError
    from dlconfig.models import Plan, Reason, Workload
    from dlconfig.models.hardware import CpuInfo, HardwareProfile

    assert not Workload.__pydantic_complete__, "built on import"
    assert not HardwareProfile.__pydantic_complete__, "built on import"
    start = threading.Barrier(8)
    outcomes = []

    def first_use(index):
        start.wait()
        try:
            if index % 2:
                Workload.model_validate({"batch_size": 0, "surprise": 1})
            else:
                HardwareProfile.model_validate({"cpu": {"cores_logical": "many"}})
        except ValidationError as err:
            outcomes.append(sorted(".".join(map(str, e["loc"])) for e in err.errors()))
        else:
            outcomes.append("accepted")

    threads = [threading.Thread(target=first_use, args=(i,)) for i in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    print(sorted(map(str, outcomes)))
    print(CpuInfo(brand="x").brand, Reason(code="workload.overhead.rule").code)
    print(sorted(Plan.model_json_schema()["properties"])[:3])
    """
)


def test_first_uses_from_threads_validate_alike() -> None:
    done = subprocess.run(
        [sys.executable, "-c", FRESH_PROCESS],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    outcomes, constructed, schema_keys = done.stdout.splitlines()
    workload_errors = "['batch_size', 'surprise']"
    hardware_errors = "['cpu.cores_logical']"
    assert outcomes == str(sorted([workload_errors] * 4 + [hardware_errors] * 4))
    assert constructed == "x workload.overhead.rule"
    assert schema_keys.startswith("['")
