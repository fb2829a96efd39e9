"""Registries written inline (the h23 round): YAML flow collections on one line, CSV tables read
with `csv.reader` / `csv.DictReader`, and the truth of a dict in `or` / `and`
(`entry.get("generation") or {}`). PyYAML and the standard library's csv are the references."""

from __future__ import annotations

import random
import textwrap

import pytest
import yaml

from hflint.core.engine import Settings, analyze
from hflint.core.textdata import _UNKNOWN_SCALAR, _GiveUp, parse_yaml

import analysed

FLOW = [
    "a: {}\nb: []\n",
    "generate: {max_new_tokens: 8, use_cache: false, do_sample: no}\n",
    "pairs:\n  - [meta-llama/Llama-3.2-3B-Instruct, meta-llama/Llama-3.2-1B-Instruct]\n  - [x, y z]\n",
    "a: {\"x\":1, 'y': two, z: [1, 2.5, null, ~, true]}\n",
    "a: {b: {c: {}}, d: [[1], [2, [3]]]}\n",
    "a: [1, 2,]\nb: {x: 1,}\n",
    "- {name: greedy, max_new_tokens: 6}\n- {name: static, cache_implementation: static}\n",
    "{a: 1, b: [x]}\n",
    "key:\n  {a: 1}\n",
    "a: &d {x: 1}\nb: *d\n",
    "a: {x: 'q #r', y: \"a, b\"} # comment\n",
    "a: {x: 1e-5, y: 0x1F, z: 2024-01-02}\n",
]
GIVEN_UP = [
    "a: {x:1}\n",  # (PyYAML: the key `x:1` with a null value)
    "a: {x}\n",
    "a: {x: }\n",
    "a: [x: 1]\n",
    "a: {x: 1,\n  y: 2}\n",  # (over two lines)
    "a: [1, 2] x\n",
    "a: [,]\n",
    "a: {x: 1}}\n",
    "a: {x: a:b}\n",
    "a: [- ]\n",
    "a: {x: *d}\n",
    "a: {x: 1, x: 2}\n",
]


def _plain(data):
    if data is _UNKNOWN_SCALAR:
        return data
    if isinstance(data, dict):
        return {k: _plain(v) for k, v in data.items()}
    if isinstance(data, list):
        return [_plain(v) for v in data]
    return data


def _agrees(ours, theirs) -> bool:
    if ours is _UNKNOWN_SCALAR:
        return True
    if isinstance(ours, dict):
        return isinstance(theirs, dict) and list(ours) == list(theirs) and all(_agrees(ours[k], theirs[k]) for k in ours)
    if isinstance(ours, list):
        return isinstance(theirs, list) and len(ours) == len(theirs) and all(map(_agrees, ours, theirs))
    return type(ours) is type(theirs) and ours == theirs


@pytest.mark.parametrize("text", FLOW)
def test_flow_collections_read_as_pyyaml_reads_them(text):
    ours = parse_yaml(text)
    assert _agrees(ours, yaml.safe_load(text)), (ours, yaml.safe_load(text))


def test_flow_collections_are_known_in_full():
    assert parse_yaml(FLOW[1]) == {"generate": {"max_new_tokens": 8, "use_cache": False, "do_sample": False}}
    assert parse_yaml(FLOW[2])["pairs"][1] == ["x", "y z"]
    odd = parse_yaml(FLOW[11])["a"]
    assert all(v is _UNKNOWN_SCALAR for v in odd.values())  # (a scalar only PyYAML's resolvers know)


@pytest.mark.parametrize("text", GIVEN_UP)
def test_what_the_subset_leaves_out_is_unknown(text):
    with pytest.raises(_GiveUp):
        parse_yaml(text)


def _random_flow(rng: random.Random, depth: int = 0) -> str:
    atoms = ["1", "-3", "1.5", "true", "no", "null", "x", "y z", "'q'", '"w"', "1e-5", "a:b", "", "#", "-", "static", "12:30"]
    roll = rng.random()
    if depth > 3 or roll < 0.4:
        return rng.choice(atoms)
    if roll < 0.7:
        items = [_random_flow(rng, depth + 1) for _ in range(rng.randint(0, 3))]
        return "[" + rng.choice([", ", ",", " , "]).join(items) + rng.choice(["", ",", " "]) + "]"
    keys = rng.sample(["a", "b", "'d'", '"e"', "f g", "1"], rng.randint(0, 3))
    sep = rng.choice([": ", ":", " : "])
    return "{" + ", ".join(k + sep + _random_flow(rng, depth + 1) for k in keys) + rng.choice(["", ","]) + "}"


def test_random_flow_collections_never_read_otherwise_than_pyyaml():
    rng = random.Random(23)
    read = 0
    for _ in range(3000):
        text = rng.choice(["k: ", "- ", "", "k:\n  "]) + "[" + _random_flow(rng) + "]" + rng.choice(["", " # c", "\nz: 1"])
        try:
            theirs = yaml.safe_load(text)
        except yaml.YAMLError:
            theirs = yaml.YAMLError
        try:
            ours = parse_yaml(text)
        except _GiveUp:
            continue
        read += 1
        assert theirs is not yaml.YAMLError and _agrees(_plain(ours), theirs), (text, ours, theirs)
    assert read > 500


HEAD = """\
import csv
import io
from transformers import AutoModelForCausalLM, AutoTokenizer
tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
enc = tok("hello", return_tensors="pt")
"""


def findings(body: str, release: str = "5.23.0") -> list[tuple[int, str, str]]:
    text = HEAD + textwrap.dedent(body)
    hits = analysed.findings(text, "registry.py", release)
    first = HEAD.count("\n")
    return [(f.span.line - first, f.code, f.severity.value) for f in hits]


def test_csv_tables_are_read_as_the_csv_module_reads_them():
    # DictReader rows keyed by the header, a delimiter, csv.reader over the lines of a text
    assert findings('''
        TABLE = """name,use_cache
        greedy,yes
        nocache,no
        """
        for row in csv.DictReader(io.StringIO(TABLE)):
            model.generate(**enc, assistant_model=draft, use_cache=row["use_cache"] == "yes")
    ''') == [(7, "HF101", "error")]
    assert findings("""
        for row in csv.DictReader(io.StringIO("impl;n\\nstatic;4\\n"), delimiter=";"):
            model.generate(**enc, assistant_model=draft, cache_implementation=row["impl"])
    """) == [(3, "HF102", "error")]
    assert findings('''
        ROWS = """a,hybrid
        b,static"""
        for name, impl in csv.reader(ROWS.splitlines()):
            model.generate(**enc, assistant_model=draft, cache_implementation=impl)
    ''') == [(5, "HF102", "error")]


def test_a_reader_is_read_only_where_it_is_made():
    # `next(reader)` takes the header off a reader kept in a name, which the walk does not
    # follow: its rows stay unknown (else the header `impl` would be read as a cache value)
    assert (
        findings('''
        TABLE = """impl,n
        static,4
        """
        reader = csv.reader(io.StringIO(TABLE))
        header = next(reader)
        for impl, n in reader:
            model.generate(max_new_tokens=int(n), cache_implementation=impl)
        process = lambda rows: rows
        for row in process(csv.DictReader(io.StringIO(TABLE))):
            model.generate(**enc, assistant_model=draft, cache_implementation=row["impl"])
    ''')
        == []
    )
    assert findings('''
        TABLE = """impl,n
        static,4
        """
        for i, row in enumerate(csv.DictReader(io.StringIO(TABLE))):
            model.generate(**enc, assistant_model=draft, cache_implementation=row["impl"])
        table = [dict(r) for r in csv.DictReader(io.StringIO(TABLE))]
        model.generate(**enc, assistant_model=draft, cache_implementation=table[0]["impl"])
        rows = list(csv.DictReader(TABLE.splitlines()))
        model.generate(**enc, assistant_model=draft, cache_implementation=rows[0]["impl"])
    ''') == [(6, "HF102", "error"), (8, "HF102", "error"), (10, "HF102", "error")]


def test_a_csv_value_points_at_its_row():
    text = HEAD + textwrap.dedent('''
        TABLE = """name,impl
        one,hybrid
        two,static
        """
        for row in csv.DictReader(io.StringIO(TABLE)):
            model.generate(**enc, assistant_model=draft, cache_implementation=row["impl"])
    ''')
    (finding,) = analyze(text, "registry.py", Settings(transformers_version="5.23.0")).findings
    assert finding.code == "HF102"
    rows = [e for e in finding.evidence if "CSV row" in e.note]
    assert rows and text.splitlines()[rows[0].span.line - 1].strip() == "two,static"


def test_csv_tables_the_walk_cannot_read_stay_unknown():
    # a leading blank line makes csv's header empty (every row a `None` key): no keys known;
    # a file, an unknown option and a text built at run time are not read
    assert (
        findings('''
        TABLE = """
        impl
        static
        """
        for row in csv.DictReader(io.StringIO(TABLE)):
            model.generate(**enc, assistant_model=draft, cache_implementation=row["impl"])
    ''')
        == []
    )
    assert (
        findings("""
        for row in csv.DictReader(open("pairs.csv")):
            model.generate(**enc, assistant_model=draft, cache_implementation=row["impl"])
        for row in csv.DictReader(io.StringIO("impl\\nstatic\\n"), dialect="excel-tab"):
            model.generate(**enc, assistant_model=draft, cache_implementation=row["impl"])
        import sys
        for row in csv.reader(io.StringIO(sys.stdin.read())):
            model.generate(**enc, assistant_model=draft, cache_implementation=row[0])
    """)
        == []
    )


def test_a_dict_s_truth_decides_or_and_and():
    assert findings("""
        entry = {"generation": {"use_cache": False}}
        kw = entry.get("generation") or {}
        model.generate(**enc, assistant_model=draft, **kw)
        chosen = {} or {"use_cache": False}
        model.generate(**enc, assistant_model=draft, **chosen)
        both = {"a": 1} and {"use_cache": False}
        model.generate(**enc, assistant_model=draft, **both)
    """) == [(4, "HF101", "error"), (6, "HF101", "error"), (8, "HF101", "error")]
    # a dict whose keys are not all known, or that may lack its only key, has no known truth
    assert (
        findings("""
        import random
        import sys
        unknown = dict(sys.argv[1:])
        kw = unknown or {"use_cache": False}
        model.generate(**enc, assistant_model=draft, **kw)
        maybe = {}
        if random.random() > 0.5:
            maybe["max_new_tokens"] = 4
        kw2 = maybe or {"use_cache": False}
        model.generate(**enc, assistant_model=draft, **kw2)
        kw3 = {} or {"max_new_tokens": 4}
        model.generate(**enc, assistant_model=draft, **kw3)
    """)
        == []
    )
    # the environment's `GEN_*` variables listed: what they hold is a default of the run's
    # environment, so the listing's truth is not decided
    assert (
        findings("""
        import os
        gen_env = {k[4:].lower(): v for k, v in os.environ.items() if k.startswith("GEN_")}
        kw = gen_env or {"use_cache": False}
        model.generate(**enc, assistant_model=draft, **kw)
    """)
        == []
    )
