"""HF140: a tuple of (key, value) pairs passed to `generate` as the cache.

Runs behind every expectation (tests/groundtruth/trial.py, the corpus's tiny stand-ins): a
forward pass's pairs as a tuple, and an empty tuple, run on 4.57.6 (converted to a
DynamicCache) and raise on all 27 5.x releases of the suite ("Passing a tuple of
`past_key_values` ...", and "Passing a tuple for `cache` ..." on 5.24.0); `DynamicCache(pairs)`
runs on all 28. With `cache_implementation="static"` as well, 4.57.6, 5.23.0 and 5.24.0 raise
HF111's error (its check comes first).
"""

from __future__ import annotations

import textwrap

import pytest

from hflint.core.engine import Settings, analyze
from hflint.core.findings import Applicability
from hflint.core.fixes import apply_edits
from hflint.core.source import LineIndex
from hflint.rules.edits import class_reference

import analysed

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("hello", return_tensors="pt")
"""


def run(body: str, release: str = "5.23.0", head: str = HEAD):
    source = head + textwrap.dedent(body)
    found = analysed.findings(source, "chat.py", release)
    return source, found


def codes(body: str, release: str = "5.23.0", head: str = HEAD) -> list[str]:
    return [f.code for f in run(body, release, head)[1]]


PREFIX = """
prefix = model(**enc, use_cache=True)
pairs = tuple((k, v) for k, v, *_ in prefix.past_key_values)
out = model.generate(**enc, past_key_values=pairs, max_new_tokens=4)
"""


@pytest.mark.parametrize(
    ("release", "message"),
    [
        ("5.0.0", "Passing a tuple of `past_key_values` is not supported anymore. Please use a `Cache` instance."),
        ("5.23.0", "Passing a tuple of `past_key_values` is not supported anymore. Please use a `Cache` instance."),
        ("5.24.0", "Passing a tuple for `cache` is not supported anymore. Please use a `Cache` instance."),
    ],
)
def test_a_tuple_of_pairs_raises_from_5_0_with_the_release_s_message(release, message):
    _, found = run(PREFIX, release)
    (f,) = found
    assert f.code == "HF140" and f.severity.value == "error"
    assert f.raises is not None and f.raises.type == "ValueError" and f.raises.message == message
    assert f.span.line == 9
    assert any(e.note == "tuple built here" and e.span.line == 8 for e in f.evidence)


def test_4_57_converts_the_tuple():
    assert codes(PREFIX, "4.57.6") == []


@pytest.mark.parametrize(
    "body",
    [
        "model.generate(**enc, past_key_values=(), max_new_tokens=4)\n",
        "past = ((None, None),)\nmodel.generate(**enc, past_key_values=past)\n",
        "past = tuple()\nmodel.generate(**enc, past_key_values=past)\n",
        "kw = {'past_key_values': tuple(zip(keys, values))}\nmodel.generate(**enc, **kw)\n",
        "def helper(p=()):\n    return model.generate(**enc, past_key_values=p)\nhelper()\n",
        "model.generate(**enc, cache=tuple(layers))\n",
    ],
)
def test_tuples_however_made_are_found(body):
    release = "5.24.0" if "cache=" in body and "past_key_values" not in body else "5.23.0"
    assert codes(body, release) == ["HF140"]


@pytest.mark.parametrize(
    "body",
    [
        # what is not a tuple: a list, None, a Cache object, the cache a call returned
        "model.generate(**enc, past_key_values=list(pairs))\n",
        "model.generate(**enc, past_key_values=None)\n",
        "from transformers import DynamicCache\nmodel.generate(**enc, past_key_values=DynamicCache(tuple(pairs)))\n",
        "out = model.generate(**enc, return_dict_in_generate=True)\nmodel.generate(**enc, past_key_values=out.past_key_values)\n",
        # a cache the walk cannot see
        "model.generate(**enc, past_key_values=load_cache())\n",
        # tuples elsewhere
        "shape = tuple(enc.input_ids.shape)\nmodel.generate(**enc, max_new_tokens=shape[1])\n",
    ],
)
def test_other_caches_are_not_this_error(body):
    assert codes(body) == []


def test_with_a_cache_implementation_the_earlier_check_raises_first():
    body = PREFIX.replace("max_new_tokens=4", 'cache_implementation="static", max_new_tokens=4')
    for release in ("4.57.6", "5.23.0", "5.24.0"):
        assert codes(body, release) == ["HF111"], release


def test_a_mamba_model_takes_its_cache_as_cache_params():
    head = HEAD.replace("HuggingFaceTB/SmolLM2-135M", "state-spaces/mamba-130m-hf")
    assert "HF140" not in codes(PREFIX, "5.23.0", head)


def test_one_arm_passes_a_tuple_the_other_a_cache():
    body = """
    import random
    from transformers import DynamicCache
    pairs = tuple(layers)
    past = pairs if random.random() > 0.5 else DynamicCache()
    model.generate(**enc, past_key_values=past)
    """
    (f,) = run(body)[1]
    assert f.code == "HF140" and f.severity.value == "warning"


def _fixed(source: str, f) -> str:
    fix = f.fixes[0]
    assert fix.title.startswith("Wrap the tuple in")
    return apply_edits(source, fix.edits)


def test_the_fix_wraps_the_tuple_and_imports_the_class():
    source, (f,) = run(PREFIX)
    fixed = _fixed(source, f)
    assert f.fixes[0].applicability is Applicability.SAFE  # (a decoder-only model)
    assert fixed.splitlines()[1] == "from transformers import DynamicCache"
    assert "past_key_values=DynamicCache(pairs)" in fixed
    assert codes("", "5.23.0", head=fixed) == []


def test_the_fix_uses_the_name_the_file_already_has():
    head = HEAD.replace("import AutoModelForCausalLM,", "import DynamicCache as DC, AutoModelForCausalLM,")
    source, (f,) = run(PREFIX, head=head)
    fixed = _fixed(source, f)
    assert "past_key_values=DC(pairs)" in fixed and fixed.count("import") == source.count("import")


def test_the_fix_after_import_transformers_as_tf():
    head = "import transformers as tf\n" + HEAD.replace("from transformers import AutoModelForCausalLM, AutoTokenizer\n", "")
    head = head.replace("AutoTokenizer.", "tf.AutoTokenizer.").replace("AutoModelForCausalLM.", "tf.AutoModelForCausalLM.")
    source, (f,) = run(PREFIX, head=head)
    assert "past_key_values=tf.DynamicCache(pairs)" in _fixed(source, f)


def test_an_encoder_decoder_model_s_fix_is_unsafe():
    head = HEAD.replace("AutoModelForCausalLM", "AutoModelForSeq2SeqLM")
    head = head.replace("HuggingFaceTB/SmolLM2-135M", "google-t5/t5-small")
    _, (f,) = run(PREFIX, head=head)
    assert f.code == "HF140" and f.fixes[0].applicability is Applicability.UNSAFE


def test_the_fix_keeps_crlf_line_endings():
    source = (HEAD + PREFIX).replace("\n", "\r\n")
    result = analyze(source, "chat.py", Settings(transformers_version="5.23.0"))
    (f,) = result.findings
    fixed = apply_edits(source, f.fixes[0].edits)
    assert "from transformers import DynamicCache\r\n" in fixed
    assert "\n" not in fixed.replace("\r\n", "")


def test_class_reference_cases():
    def ref(source: str):
        return class_reference(LineIndex(source), source, "transformers", "DynamicCache")

    assert ref("from transformers import DynamicCache\n") == ("DynamicCache", ())
    assert ref("from transformers import *\n") == ("DynamicCache", ())
    assert ref("import transformers\n") == ("transformers.DynamicCache", ())
    assert ref("import torch\n") is None  # (no import from transformers to join)
    assert ref("from transformers import pipeline\nDynamicCache = object\n") is None  # (the name is taken)
    assert ref("def f(:\n") is None
    source = "from transformers import (\n    AutoModel,\n)\nx = 1"
    name, edits = ref(source)
    assert name == "DynamicCache"
    want = "from transformers import (\n    AutoModel,\n)\nfrom transformers import DynamicCache\nx = 1"
    assert apply_edits(source, edits) == want
    source = "from transformers import AutoModel"  # (no final line ending)
    name, edits = ref(source)
    assert apply_edits(source, edits) == "from transformers import AutoModel\nfrom transformers import DynamicCache"


def test_hover_names_the_cache_a_tuple():
    from hflint.core.describe import describe_site

    source = HEAD + PREFIX
    result = analyze(source, "chat.py", Settings(transformers_version="5.23.0"))
    site = next(s for s in result.sites if s.node.lineno == 9)
    lines = {line.name: line.value for line in describe_site(site)}
    assert lines["cache object"] == "'tuple'"
