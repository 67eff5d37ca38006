"""``dlconfig-cli schema NAME``: print the JSON Schema of a versioned model."""

from __future__ import annotations

import argparse
import json
from typing import Any


def register(sub: Any) -> None:
    from dlconfig.models.schemas import SCHEMAS

    p: argparse.ArgumentParser = sub.add_parser(
        "schema", help="print the JSON Schema of a model", description=__doc__
    )
    p.add_argument("name", choices=sorted(SCHEMAS), help="which model")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from dlconfig.services import json_schema

    schema = json_schema(args.name)
    print(json.dumps(schema, indent=2, sort_keys=True))
    return 0
