"""The latency model against published measured round trips (tests/data/latency)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dlconfig.kb import KnowledgeBase
from dlconfig.kb.places import load_infra
from dlconfig.plan.place.latency import (
    BASE_RTT_MS,
    ERROR_PCT,
    great_circle_km,
    rtt_ms,
    rtt_ms_for_km,
)

DATA = Path(__file__).parents[1] / "data" / "latency" / "azure_p50_rtt.json"
MEASURED = json.loads(DATA.read_text(encoding="utf-8"))
TOLERANCE = 0.35  # the acceptance bound; the model claims ERROR_PCT


def test_measurements_are_sourced_and_enough() -> None:
    assert MEASURED["source"].startswith("https://")
    assert MEASURED["as_of"]
    assert len(MEASURED["pairs"]) >= 8


@pytest.mark.parametrize("pair", MEASURED["pairs"], ids=lambda p: f"{p['a']}-{p['b']}")
def test_model_within_35_percent_of_measured(pair: dict[str, object]) -> None:
    cities = load_infra(KnowledgeBase()).cities.by_id
    a, b = cities[str(pair["a_city"])], cities[str(pair["b_city"])]
    measured = float(pair["rtt_ms"])  # type: ignore[arg-type]
    estimate = rtt_ms(a.lat, a.lon, b.lat, b.lon)
    assert abs(estimate - measured) / measured <= TOLERANCE, (estimate, measured)


def test_claimed_error_covers_every_pair() -> None:
    cities = load_infra(KnowledgeBase()).cities.by_id
    worst = 0.0
    for pair in MEASURED["pairs"]:
        a, b = cities[pair["a_city"]], cities[pair["b_city"]]
        estimate = rtt_ms(a.lat, a.lon, b.lat, b.lon)
        worst = max(worst, abs(estimate - pair["rtt_ms"]) / pair["rtt_ms"])
    assert worst * 100 <= ERROR_PCT


def test_great_circle_known_distances() -> None:
    # London-Paris is about 344 km, London-New York about 5570 km.
    assert great_circle_km(51.5074, -0.1278, 48.8566, 2.3522) == pytest.approx(344, abs=3)
    assert great_circle_km(51.5074, -0.1278, 40.7128, -74.006) == pytest.approx(5570, rel=0.01)
    assert great_circle_km(10, 20, 10, 20) == 0


def test_rtt_grows_with_distance_and_starts_at_base() -> None:
    assert rtt_ms_for_km(0) == BASE_RTT_MS
    assert rtt_ms_for_km(1000) < rtt_ms_for_km(5000) < rtt_ms_for_km(10000)
    # Antipodes: bounded by half the circumference.
    assert rtt_ms(0, 0, 0, 180) == pytest.approx(rtt_ms_for_km(20015), rel=0.001)
