"""Every catalog reproducer is flagged with its code for every release its facts name; every fixed example is clean."""

from __future__ import annotations

import pytest

from hflint.catalog import default_catalog, recorded_torch
from hflint.core.engine import UNUSED_SUPPRESSION, Settings, analyze
from hflint.rules import RULES

CATALOG = default_catalog()
CASES = [(entry.code, fact.versions, release) for entry in CATALOG for fact in entry.facts for release in fact.releases]


def _ids(case):
    return f"{case[0]}-{case[2]}"


@pytest.mark.parametrize("case", CASES, ids=[_ids(c) for c in CASES])
def test_reproducer_is_flagged_and_fixed_is_clean(case):
    code, versions, release = case
    entry = CATALOG.get(code)
    fact = entry.fact_for(release)
    example = entry.example(fact.example)
    settings = Settings(transformers_version=release, torch=recorded_torch(entry))

    result = analyze(example.reproducer, "reproducer.py", settings)
    assert result.internal_errors == []
    codes = [f.code for f in result.findings]
    if fact.raised:
        # A fact reported under another code (whose check fires first) is flagged with that code.
        flagged = fact.reported_as or code
        if fact.reported_as:
            assert code not in codes, f"{code} flagged on {release}, where {fact.reported_as} reports the error"
        assert flagged in codes, f"{flagged} not flagged on {release}: {[f.message for f in result.findings]}"
        finding = next(f for f in result.findings if f.code == flagged)
        assert finding.raises is not None
        assert finding.raises.type == fact.exception
        assert fact.message_pattern().match(finding.raises.message) or "<" in finding.raises.message
        # An error that depends on the text generated is never claimed for sure.
        assert finding.severity.value == ("warning" if fact.data_dependent else "error")
        assert f"transformers {release}" in finding.message
    elif fact.report == "warning":
        assert code in codes
        assert next(f for f in result.findings if f.code == code).severity.value == "warning"
    else:
        assert code not in codes, f"{code} flagged on {release}, where it does not raise"

    fixed = analyze(example.fixed, "fixed.py", settings)
    assert fixed.internal_errors == []
    assert [f.code for f in fixed.findings] == []


def test_every_catalog_code_has_a_rule_and_every_rule_a_catalog_entry():
    rule_codes = {r.code for r in RULES}
    assert rule_codes == {e.code for e in CATALOG.transformers_entries}
    assert len(RULES) == len(rule_codes), "one rule per code"
    # The rest are hflint's own codes, made by the engine itself.
    assert {e.code for e in CATALOG if not e.about_transformers} == {UNUSED_SUPPRESSION}


TOOL_CASES = [(e.code, ex.name) for e in CATALOG if not e.about_transformers for ex in e.examples]


@pytest.mark.parametrize(("code", "name"), TOOL_CASES)
def test_hflint_entries_flag_their_reproducer_and_not_their_fixed_example(code, name):
    """An "hflint" entry has no facts about releases: its reproducer is flagged (when its code is
    selected, for one off by default) on every release the catalog knows, its fixed example is not."""
    entry = CATALOG.get(code)
    example = entry.example(name)
    assert not entry.default_enabled
    for release in CATALOG.releases():
        chosen = Settings(transformers_version=release, select=frozenset({code}))
        found = analyze(example.reproducer, "reproducer.py", chosen)
        assert [f.code for f in found.findings] == [code]
        assert found.findings[0].severity.value == entry.severity
        assert found.findings[0].message == entry.render_message({"codes": "HF101"})
        assert analyze(example.fixed, "fixed.py", chosen).findings == []
        # Off by default: nothing without selecting it.
        default = analyze(example.reproducer, "reproducer.py", Settings(transformers_version=release))
        assert default.findings == []


def test_catalog_has_all_design_codes():
    assert CATALOG.codes == [
        "HF001",
        "HF101",
        "HF102",
        "HF103",
        "HF104",
        "HF105",
        "HF106",
        "HF107",
        "HF108",
        "HF109",
        "HF110",
        "HF111",
        "HF112",
        "HF113",
        "HF114",
        "HF115",
        "HF116",
        "HF117",
        "HF118",
        "HF119",
        "HF120",
        "HF121",
        "HF122",
        "HF123",
        "HF124",
        "HF125",
        "HF126",
        "HF127",
        "HF128",
        "HF129",
        "HF130",
        "HF131",
        "HF132",
        "HF133",
        "HF134",
        "HF135",
        "HF136",
        "HF137",
        "HF138",
        "HF140",
        "HF142",
        "HF143",
        "HF144",
        "HF145",
        "HF146",
        "HF147",
        "HF148",
        "HF149",
        "HF150",
        "HF151",
        "HF152",
        "HF153",
        "HF154",
        "HF155",
        "HF156",
        "HF158",
        "HF159",
        "HF160",
        "HF161",
        "HF162",
        "HF163",
        "HF164",
        "HF165",
        "HF166",
        "HF167",
        "HF168",
        "HF169",
        "HF171",
        "HF172",
        "HF173",
        "HF174",
        "HF175",
        "HF176",
        "HF177",
        "HF178",
        "HF179",
        "HF180",
        "HF181",
        "HF182",
        "HF183",
        "HF184",
        "HF185",
        "HF186",
        "HF187",
        "HF188",
        "HF189",
        "HF190",
        "HF191",
        "HF192",
        "HF193",
        "HF194",
        "HF195",
        "HF196",
        "HF197",
        "HF198",
        "HF199",
        "HF201",
        "HF202",
        "HF203",
        "HF204",
        "HF205",
        "HF206",
        "HF207",
        "HF208",
        "HF209",
        "HF210",
        "HF211",
        "HF212",
        "HF301",
        "HF302",
        "HF303",
        "HF304",
        "HF305",
        "HF306",
        "HF307",
        "HF308",
        "HF309",
        "HF310",
        "HF311",
        "HF312",
        "HF313",
        "HF314",
        "HF315",
        "HF316",
        "HF317",
        "HF318",
        "HF319",
        "HF320",
        "HF321",
        "HF322",
        "HF323",
        "HF324",
        "HF325",
        "HF326",
        "HF327",
        "HF328",
        "HF329",
        "HF330",
        "HF331",
        "HF332",
        "HF333",
        "HF334",
        "HF335",
        "HF336",
        "HF337",
        "HF338",
        "HF339",
        "HF340",
        "HF341",
        "HF342",
        "HF343",
        "HF344",
        "HF345",
        "HF346",
        "HF347",
        "HF348",
        "HF349",
        "HF350",
        "HF351",
        "HF352",
        "HF353",
        "HF354",
        "HF355",
        "HF356",
        "HF360",
        "HF361",
    ]


def test_seeds_are_recorded():
    assert CATALOG.get("HF103").seed == "98bda666129646d4"
    assert CATALOG.get("HF203").seed == "f7d70e1eb245139b"
