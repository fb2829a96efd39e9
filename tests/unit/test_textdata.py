"""Recipes written as text (core/textdata.py): JSON and the plain YAML subset parse exactly as
the script's own call does (PyYAML is the reference here; the server never imports it)."""

from __future__ import annotations

import json
import textwrap

import pytest
import yaml

from hflint.core.engine import Settings, analyze
from hflint.core.textdata import _UNKNOWN_SCALAR, _GiveUp, parse_json, parse_yaml

PLAIN = [
    "model: meta-llama/Llama-3.2-3B-Instruct\ndraft: x\ngenerate:\n  max_new_tokens: 8\n  use_cache: false\n",
    "---\na: 1\nb: -2\nc: 0.5\nd: +3\ne: ~\nf: null\ng: Null\nh:\n",
    "flags: [1]\n",  # (a flow sequence on one line: read, tests/unit/test_inline_registries.py)
    "a: yes\nb: No\nc: ON\nd: off\ne: TRUE\nf: true\n",
    "# a comment\nlist:\n  - 1\n  - two\n  - 3.0\n  -\nnested:\n  - a: 1\n",
    "list:\n- 1\n- 2\nother: 'quoted # not a comment'\nthird: \"double\"  # comment\n",
    "runs:\n  -\n    name: fast\n    num_beams: 1\n  -\n    name: slow\n    num_beams: 4\n",
    "a: 1e-5\nb: 0x1F\nc: 2024-01-02\nd: 12:30\ne: 1_000\nf: .inf\ng: 010\n",
    "text: hello world\nkey.with-dots: v\n",
    "a: &anchor 1\nb: *anchor\n",
    "a: |\n  block\n",
    "a: plain\n  continued\n",
    "a:\tb\n",
    "a: 'it''s'\n",
    "- 1\n- 2\n",
    "just a scalar\n",
    # mappings opened on a dash's line, as run lists are written (16, 17); misindented keys (18)
    "runs:\n  - name: greedy\n    max_new_tokens: 5\n  - name: spec\n    cache_implementation: dynamic\n    speculative: true\n",
    "-   a: 1\n    b:\n      - c: 2\n        d: x\n- 3\n",
    "- a: 1\n   b: 2\n",
    # an OmegaConf interpolation is a plain string to YAML (19)
    "decode:\n  use_cache: ${runtime.kv_cache}\n  other: ${a.b}x\n",
    # anchors, aliases and merge keys (20, 21); a merge of a scalar, two merges (22, 23)
    "defaults: &defaults\n  max_new_tokens: 8\n  use_cache: false\n"
    "fast:\n  <<: *defaults\n  max_new_tokens: 4\nslow:\n  <<: *defaults\n",
    "base: &b\n  a: 1\nother:\n  x: *b\n  <<: *b\n  a: 2\nlist:\n  - *b\n",
    "a: &s 1\nb:\n  <<: *s\n",
    "a: &x\n  k: 1\nb: &y\n  j: 2\nc:\n  <<: *x\n  <<: *y\n",
]


def _unknowns(data):
    if data is _UNKNOWN_SCALAR:
        return True
    if isinstance(data, dict):
        return any(_unknowns(v) for v in data.values())
    if isinstance(data, list):
        return any(_unknowns(v) for v in data)
    return False


def _same(ours, theirs) -> bool:
    if ours is _UNKNOWN_SCALAR:
        return True  # (unknown is never wrong)
    if isinstance(ours, dict):
        return isinstance(theirs, dict) and ours.keys() == theirs.keys() and all(_same(ours[k], theirs[k]) for k in ours)
    if isinstance(ours, list):
        return isinstance(theirs, list) and len(ours) == len(theirs) and all(map(_same, ours, theirs))
    return type(ours) is type(theirs) and ours == theirs


@pytest.mark.parametrize("text", PLAIN)
def test_yaml_subset_reads_as_pyyaml_does(text):
    try:
        ours = parse_yaml(text)
    except _GiveUp:
        return  # (outside the subset: unknown, never wrong)
    assert _same(ours, yaml.safe_load(text)), (ours, yaml.safe_load(text))


def test_the_subset_covers_recipes():
    for text in (PLAIN[0], PLAIN[1], PLAIN[3], PLAIN[4], PLAIN[5], PLAIN[6], PLAIN[8], PLAIN[16], PLAIN[17]):
        assert not _unknowns(parse_yaml(text)), text
    assert parse_yaml(PLAIN[19])["decode"]["use_cache"] == "${runtime.kv_cache}"
    for text in (PLAIN[9], PLAIN[20]):
        assert not _unknowns(parse_yaml(text)), text
    assert parse_yaml(PLAIN[20])["fast"] == {"max_new_tokens": 4, "use_cache": False}
    # scalars whose reading only PyYAML's resolvers know stay unknown, the rest of the document stays
    odd = parse_yaml(PLAIN[7])
    assert set(odd) == set("abcdefg") and all(v is _UNKNOWN_SCALAR for v in odd.values())
    assert parse_yaml(PLAIN[2]) == {"flags": [1]}
    # (a document that is one scalar is that scalar, as PyYAML reads it: tests/unit/test_overrides_scalars_starred.py)
    assert parse_yaml(PLAIN[15]) == "just a scalar"
    for text in (PLAIN[10], PLAIN[11], PLAIN[12], PLAIN[13], PLAIN[18]):
        with pytest.raises(_GiveUp):
            parse_yaml(text)


def test_json_is_the_standard_library_s():
    assert parse_json('{"a": [1, 2.5, true, null, "x"]}') == json.loads('{"a": [1, 2.5, true, null, "x"]}')
    assert parse_json('{"a": NaN}')["a"] is _UNKNOWN_SCALAR
    with pytest.raises(_GiveUp):
        parse_json("{'a': 1}")


HEAD = """\
import json
import yaml
from transformers import AutoModelForCausalLM, AutoTokenizer
tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
enc = tok("hello", return_tensors="pt")
"""


def findings(body: str) -> list[tuple[int, str, str]]:
    text = HEAD + textwrap.dedent(body)
    result = analyze(text, "recipe.py", Settings(transformers_version="5.23.0"))
    assert result.internal_errors == []
    first = HEAD.count("\n")
    return [(f.span.line - first, f.code, f.severity.value) for f in result.findings]


def test_a_yaml_recipe_points_at_its_own_line():
    text = HEAD + textwrap.dedent('''
        RECIPE = """
        generate:
          max_new_tokens: 8
          use_cache: false
        """
        recipe = yaml.safe_load(RECIPE)
        model.generate(**enc, assistant_model=draft, **recipe["generate"])
    ''')
    (finding,) = analyze(text, "recipe.py", Settings(transformers_version="5.23.0")).findings
    assert finding.code == "HF101"
    (where,) = [e for e in finding.evidence if "use_cache: false" in e.note]
    assert text.splitlines()[where.span.line - 1].strip() == "use_cache: false"


def test_json_and_yaml_recipes_are_followed_and_unknown_text_is_not():
    assert findings("""
        cfg = json.loads('{"use_cache": false, "max_new_tokens": 8}')
        model.generate(**enc, assistant_model=draft, **cfg)
        same = yaml.load("use_cache: off", Loader=yaml.SafeLoader)
        model.generate(**enc, assistant_model=draft, **same)
        fine = yaml.safe_load("use_cache: true\\nnum_beams: 1")
        model.generate(**enc, assistant_model=draft, **fine)
        odd = yaml.safe_load("use_cache: !!bool false")
        model.generate(**enc, assistant_model=draft, **odd)
        fromfile = yaml.safe_load(open("recipe.yaml"))
        model.generate(**enc, assistant_model=draft, **fromfile)
    """) == [(3, "HF101", "error"), (5, "HF101", "error")]


def _findings(body: str):
    head = textwrap.dedent("""\
        import json, tomllib
        from pathlib import Path
        from transformers import AutoModelForCausalLM
        model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
        draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    """)
    result = analyze(head + textwrap.dedent(body), "script.py", Settings(transformers_version="5.23.0"))
    assert result.internal_errors == []
    return [(f.code, f.severity.value, f.condition) for f in result.findings]


def test_a_file_the_script_writes_and_reads_back():
    # written unconditionally: what it holds is certain
    assert _findings("""
        out = Path("runs") / "cfg.json"
        with open(out, "w") as fh:
            json.dump({"use_cache": False}, fh)
        model.generate(assistant_model=draft, **json.loads(out.read_text()))
    """) == [("HF101", "error", None)]
    # written only when missing: the script's text while nobody made the file before
    assert _findings("""
        p = Path("serve.toml")
        if not p.exists():
            p.write_text('cache_implementation = "static"\\n')
        with p.open("rb") as fh:
            cfg = tomllib.load(fh)
        model.generate(assistant_model=draft, **cfg)
    """) == [("HF102", "warning", "unless serve.toml exists before the run")]
    # a file it did not write, or appended to: unknown
    assert (
        _findings("""
        model.generate(assistant_model=draft, **json.load(open("given.json")))
        Path("a.json").write_text('{"use_cache": true}')
        with open("a.json", "a") as fh:
            fh.write('{"use_cache": false}')
        model.generate(assistant_model=draft, **json.loads(Path("a.json").read_text()))
    """)
        == []
    )


def test_os_path_exists_guards_a_default_file_like_path_exists():
    # `os.path.exists(name)` of a file the script writes only when missing: as Path.exists()
    assert _findings("""
        import os
        SETTINGS = "spec.json"
        if not os.path.exists(SETTINGS):
            with open(SETTINGS, "w") as f:
                json.dump({"use_cache": False}, f)
        with open(SETTINGS) as f:
            settings = json.load(f)
        model.generate(assistant_model=draft, **settings)
    """) == [("HF101", "warning", "unless spec.json exists before the run")]
    # written before the check: it exists, whatever was there before
    assert _findings("""
        import os.path
        Path("run.json").write_text('{"do_sample": true, "num_return_sequences": 2}')
        if os.path.isfile("run.json"):
            model.generate(assistant_model=draft, **json.loads(Path("run.json").read_text()))
    """) == [("HF105", "error", None)]
    # a path the walk does not know: unknown
    assert (
        _findings("""
        import os, sys
        name = sys.argv[-1]
        if not os.path.exists(name):
            Path(name).write_text('{"use_cache": false}')
        model.generate(assistant_model=draft, **json.loads(Path(name).read_text()))
    """)
        == []
    )


def test_exists_of_what_save_pretrained_wrote_is_not_decided():
    # the folder the script saved to, and the files save_pretrained writes there, may exist now:
    # not "unless ... exists before the run"; another file in that folder still is
    got = _findings("""
        import os
        model.save_pretrained("out")
        if os.path.exists(os.path.join("out", "generation_config.json")):
            kw = {"use_cache": True}
        else:
            kw = {"use_cache": False}
        model.generate(assistant_model=draft, **kw)
    """)
    assert [c for c in got if c[2] and "exists before the run" in c[2]] == []
    assert _findings("""
        import os
        model.save_pretrained("out")
        if not os.path.exists("out/settings.json"):
            with open("out/settings.json", "w") as f:
                json.dump({"use_cache": False}, f)
        with open("out/settings.json") as f:
            model.generate(assistant_model=draft, **json.load(f))
    """) == [("HF101", "warning", "unless out/settings.json exists before the run")]


DUMPED = [
    {"models": {"main": "org/a", "assistant": "org/b"}, "data": {"prompts": ["tell me a story", "yes", "1.5"]}},
    {"generation": {"max_new_tokens": 6, "use_cache": False, "top_p": 0.9, "cache_implementation": None}},
    {"runs": [{"name": "greedy", "num_beams": 1}, {"name": "null", "flags": [True, 2]}]},
]


@pytest.mark.parametrize("data", DUMPED)
def test_yaml_written_by_the_script_reads_back_as_pyyaml_reads_its_own_dump(data):
    from hflint.core.files import _yaml_lines

    for sort in (True, False):
        ours = parse_yaml("\n".join(_yaml_lines(data, 0, sort)) + "\n")
        assert ours == yaml.safe_load(yaml.safe_dump(data, sort_keys=sort)) == data
        assert list(ours) == list(yaml.safe_load(yaml.safe_dump(data, sort_keys=sort)))


def test_yaml_dump_to_a_file_and_back():
    assert findings("""
        cfg = {"gen": {"use_cache": False, "max_new_tokens": 8}}
        with open("run.yaml", "w") as fh:
            yaml.safe_dump(cfg, fh)
        with open("run.yaml") as fh:
            back = yaml.safe_load(fh)
        model.generate(**enc, assistant_model=draft, **back["gen"])
        text = yaml.dump({"n": 2, "do_sample": True})
        model.generate(**enc, assistant_model=draft, num_return_sequences=yaml.safe_load(text)["n"], do_sample=True)
        with open("odd.yaml", "w") as fh:
            yaml.safe_dump({"gen": {"use_cache": False}}, fh, default_flow_style=True)
        with open("odd.yaml") as fh:
            model.generate(**enc, assistant_model=draft, **yaml.safe_load(fh)["gen"])
    """) == [(7, "HF101", "error"), (9, "HF105", "error")]


def test_json_object_hooks_make_each_object():
    assert findings("""
        from types import SimpleNamespace
        ns = json.loads('{"gen": {"use_cache": false}}', object_hook=lambda d: SimpleNamespace(**d))
        model.generate(**enc, assistant_model=draft, use_cache=ns.gen.use_cache)
        model.generate(**enc, assistant_model=draft, **vars(ns.gen))
        from somewhere import Decoder
        odd = json.loads('{"gen": {"use_cache": false}}', object_hook=Decoder)
        model.generate(**enc, assistant_model=draft, use_cache=odd.gen.use_cache)
    """) == [(4, "HF101", "error"), (5, "HF101", "error")]
