"""The catalog loader rejects every kind of broken entry, naming the file and the field."""

from __future__ import annotations

import shutil
import textwrap
from pathlib import Path

import pytest

from hflint.catalog import CatalogError, default_root, load_catalog

VALID = textwrap.dedent("""
    code = "HF199"
    slug = "test-entry"
    title = "A test entry"
    meaning = "What it means."
    trigger = "When it happens."
    situations = ["A situation."]
    solutions = ["Do this."]
    references = [{ title = "Upstream PR", url = "https://github.com/huggingface/transformers/pull/1" }]

    [[facts]]
    versions = ">=4.57,<5.24"
    raised = true
    exception = "ValueError"
    message = "assisted generate requires `use_cache=True`"
    file = "src/transformers/generation/utils.py"
    lines = { "4.57.6" = 3506, "5.23.0" = 3978 }
    example = "main"

    [[facts]]
    versions = ">=5.24,<5.25"
    raised = false
    verified = ["5.24.0"]
    note = "Fixed upstream."
    example = "main"

    [[examples]]
    name = "main"
    reproducer = "print('bad')\\n"
    fixed = "print('good')\\n"
""")


def write(tmp_path: Path, text: str, name: str = "HF199.toml") -> Path:
    folder = tmp_path / "catalog"
    folder.mkdir(exist_ok=True)
    (folder / name).write_text(text)
    shutil.copy(default_root() / "phrases.toml", folder / "phrases.toml")
    return folder


def error_for(tmp_path: Path, text: str, name: str = "HF199.toml") -> CatalogError:
    with pytest.raises(CatalogError) as info:
        load_catalog(write(tmp_path, text, name))
    return info.value


def test_valid_entry_loads(tmp_path):
    catalog = load_catalog(write(tmp_path, VALID))
    entry = catalog.get("HF199")
    assert entry is not None
    assert entry.fact_for("5.23.0").exception == "ValueError"
    assert entry.fact_for("5.24.0").raised is False
    assert entry.fact_for("4.50.0") is None
    assert entry.fact_for("5.24.0rc1").raised is False  # pre-releases count as their release
    assert entry.fact_for("5.23.0").line_for("5.20.0") == ("5.23.0", 3978)


@pytest.mark.parametrize(
    ("old", "new", "field"),
    [
        ('title = "A test entry"', 'title = "A test entry"\ncolour = "red"', "colour"),
        ('slug = "test-entry"\n', "", "slug"),
        ('versions = ">=4.57,<5.24"', 'versions = "~=4.57"', "facts[0].versions"),
        ('versions = ">=4.57,<5.24"', 'versions = ">=4.57,<4.50"', "facts[0].versions"),
        ('versions = ">=4.57,<5.24"', 'versions = ">=4.57,<5.24.1"', "facts[1].versions"),  # overlap
        (
            'versions = ">=5.24,<5.25"\nraised = false\nverified = ["5.24.0"]',
            'versions = ">=5.24.1,<5.25"\nraised = false\nverified = ["5.24.1"]',
            "facts[1].versions",
        ),  # gap
        ('versions = ">=4.57,<5.24"', 'versions = ">=4.57.6,<5.24"', "facts[0].versions"),  # not from 4.57
        ('exception = "ValueError"', "exception = 3", "facts[0].exception"),
        ('exception = "ValueError"\n', "", "facts[0].exception"),
        ('"4.57.6" = 3506', '"4.50.0" = 3506', "facts[0].lines"),
        ('"4.57.6" = 3506', '"4.57.6" = 0', "facts[0].lines.4.57.6"),
        ('file = "src/transformers/generation/utils.py"', 'file = "utils.py"', "facts[0].file"),
        ('verified = ["5.24.0"]', "verified = []", "facts[1].verified"),
        ('example = "main"\n\n[[facts]]', 'example = "other"\n\n[[facts]]', "facts[0].example"),
        ("reproducer = \"print('bad')\\n\"", "reproducer = \"print('bad'\\n\"", "examples[0].reproducer"),
        ('url = "https://github.com/huggingface/transformers/pull/1"', 'url = "ftp://x"', "references[0].url"),
        ('code = "HF199"', 'code = "HF198"', "code"),
        ("raised = false\n", 'raised = false\nexception = "ValueError"\n', "facts[1].exception"),
    ],
)
def test_broken_entries_name_the_field(tmp_path, old, new, field):
    assert old in VALID, old
    err = error_for(tmp_path, VALID.replace(old, new, 1))
    assert err.field == field, str(err)
    assert err.path.endswith("HF199.toml")


def test_invalid_toml_names_the_file(tmp_path):
    err = error_for(tmp_path, VALID + "\n[[facts]\n")
    assert err.field == "<toml>" and "HF199.toml" in str(err)


def test_non_utf8_file_is_rejected(tmp_path):
    folder = tmp_path / "catalog"
    folder.mkdir()
    (folder / "HF199.toml").write_bytes(b'code = "\xff"\n')
    with pytest.raises(CatalogError, match="not UTF-8"):
        load_catalog(folder)


def test_two_entries_with_one_code(tmp_path):
    folder = write(tmp_path, VALID)
    (folder / "HF198.toml").write_text(
        VALID.replace('code = "HF199"', 'code = "HF198"').replace('slug = "test-entry"', 'slug = "other-entry"')
    )
    load_catalog(folder)  # different codes load
    (folder / "HF197.toml").write_text(VALID.replace('code = "HF199"', 'code = "HF197"'))
    with pytest.raises(CatalogError, match="already used"):
        load_catalog(folder)


def test_empty_folder_is_an_error(tmp_path):
    (tmp_path / "catalog").mkdir()
    with pytest.raises(CatalogError, match="no catalog entries"):
        load_catalog(tmp_path / "catalog")


def test_message_template_matches_placeholders(tmp_path):
    text = VALID.replace(
        'message = "assisted generate requires `use_cache=True`"',
        'message = "not supported with stateful models, such as {model_class}"',
    )
    fact = load_catalog(write(tmp_path, text)).get("HF199").facts[0]
    assert fact.message_pattern().match("not supported with stateful models, such as MambaForCausalLM")
    assert not fact.message_pattern().match("not supported with stateful models")
    assert fact.render_message({"model_class": "RwkvForCausalLM"}).endswith("RwkvForCausalLM")
    assert fact.render_message({}).endswith("<model_class>")


# An entry about hflint's own input (kind = "hflint"): no facts, its own message and severity,
# on or off by default; a code in HF001-HF099.
TOOL = textwrap.dedent("""
    code = "HF099"
    kind = "hflint"
    slug = "test-tool-entry"
    title = "A test entry about hflint's input"
    severity = "warning"
    default = "off"
    message = "Nothing to do for {codes}"
    meaning = "What it means."
    trigger = "When it happens."
    situations = []
    solutions = ["Do this."]
    references = []

    [[examples]]
    name = "main"
    reproducer = "x = 1  # hflint: ignore[HF101]\\n"
    fixed = "x = 1\\n"
""")


def test_hflint_entry_loads_without_facts(tmp_path):
    catalog = load_catalog(write(tmp_path, TOOL, "HF099.toml"))
    entry = catalog.get("HF099")
    assert not entry.about_transformers and entry.facts == () and not entry.default_enabled
    assert entry.render_message({"codes": "HF101"}) == "Nothing to do for HF101"
    assert catalog.transformers_entries == [] and catalog.off_by_default() == {"HF099"}
    with pytest.raises(LookupError, match="no facts"):
        entry.nearest_fact("5.23.0")


@pytest.mark.parametrize(
    ("old", "new", "field"),
    [
        ('code = "HF099"', 'code = "HF199"', "code"),  # an hflint entry takes HF0xx
        ('kind = "hflint"', 'kind = "tool"', "kind"),
        ('default = "off"', 'default = "no"', "default"),
        ('severity = "warning"', 'severity = "fatal"', "severity"),
        ('message = "Nothing to do for {codes}"\n', "", "message"),
        ("references = []", "references = []\nfacts = []", "facts"),  # no facts: no release raises it
    ],
)
def test_broken_hflint_entries_name_the_field(tmp_path, old, new, field):
    assert old in TOOL, old
    text = TOOL.replace(old, new, 1)
    err = error_for(tmp_path, text, "HF199.toml" if "HF199" in new else "HF099.toml")
    assert err.field == field, str(err)


def test_a_transformers_entry_cannot_take_an_hflint_code(tmp_path):
    err = error_for(tmp_path, VALID.replace('code = "HF199"', 'code = "HF099"'), "HF099.toml")
    assert err.field == "code"


PHRASES = default_root() / "phrases.toml"


@pytest.mark.parametrize(
    ("edit", "field", "problem"),
    [
        (
            lambda t: t.replace('switch = "unless {toggle} is passed"', 'switch = "unless {option} is passed"'),
            "flag.switch",
            "unknown placeholder {option}",
        ),
        (lambda t: t.replace('switch = "unless {toggle} is passed"\n', ""), "flag.switch", "missing"),
        (lambda t: t.replace("[flag]", '[flag]\nshout = "!"'), "flag.shout", "unknown key"),
        (lambda t: t + '\n[other]\nx = "y"\n', "other", "unknown key"),
        (
            lambda t: t.replace('several = "when {names} keep their defaults"', "several = 3"),
            "flag.several",
            "must be str, got int",
        ),
        (
            lambda t: t.replace('several = "when {names} keep their defaults"', 'several = "when {names keep"'),
            "flag.several",
            "a brace that is no placeholder",
        ),
        (lambda t: t.replace("[flag]", "[flag"), "<toml>", ""),
    ],
)
def test_a_broken_phrases_file_fails_the_load(tmp_path, edit, field, problem):
    folder = write(tmp_path, VALID)
    (folder / "phrases.toml").write_text(edit(PHRASES.read_text()))
    with pytest.raises(CatalogError) as info:
        load_catalog(folder)
    assert (Path(info.value.path).name, info.value.field) == ("phrases.toml", field)
    assert problem in info.value.problem


def test_the_phrases_file_is_required(tmp_path):
    folder = write(tmp_path, VALID)
    (folder / "phrases.toml").unlink()
    with pytest.raises(CatalogError, match=r"phrases\.toml: <file>: cannot read"):
        load_catalog(folder)


def test_the_shipped_phrases_are_filled_in():
    from hflint.catalog import default_catalog

    catalog = default_catalog()
    assert catalog.phrase("flag", "switch", toggle="--use-cache", name="--use-cache") == "unless --use-cache is passed"
    assert "--cache-implementation" in catalog.phrase("flag", "value", name="--cache-implementation", default="'static'")


def _other_entry(message: str) -> str:
    """HF198: an entry whose check raises `message` before 5.24."""
    return (
        VALID.replace('code = "HF199"', 'code = "HF198"')
        .replace('slug = "test-entry"', 'slug = "other-entry"')
        .replace("assisted generate requires `use_cache=True`", message)
    )


def test_reported_as_names_an_entry_that_raises_the_same_error(tmp_path):
    text = VALID.replace('example = "main"\n', 'reported_as = "HF198"\nexample = "main"\n', 1)
    write(tmp_path, _other_entry("assisted generate requires `use_cache=True`"), "HF198.toml")
    catalog = load_catalog(write(tmp_path, text))
    fact = catalog.get("HF199").facts[0]
    assert fact.reported_as == "HF198"
    from hflint.catalog import render_text

    assert "(reported as HF198, whose check comes first)" in " ".join(render_text(catalog.get("HF199")).split())


@pytest.mark.parametrize(
    ("other", "problem"),
    [
        (None, "no entry HF198"),
        ("a different message", "HF198 does not raise this error on 4.57.6"),
    ],
)
def test_reported_as_must_match_the_other_entry(tmp_path, other, problem):
    text = VALID.replace('example = "main"\n', 'reported_as = "HF198"\nexample = "main"\n', 1)
    if other is not None:
        write(tmp_path, _other_entry(other), "HF198.toml")
    err = error_for(tmp_path, text)
    assert err.field == "facts[0].reported_as" and problem in str(err)


def test_reported_as_cannot_name_itself(tmp_path):
    err = error_for(tmp_path, VALID.replace('example = "main"\n', 'reported_as = "HF199"\nexample = "main"\n', 1))
    assert err.field == "facts[0].reported_as"


def test_data_dependent_fact_says_may_raise(tmp_path):
    from hflint.catalog import render_markdown

    catalog = load_catalog(write(tmp_path, VALID.replace('example = "main"\n', 'data_dependent = true\nexample = "main"\n', 1)))
    entry = catalog.get("HF199")
    assert entry.facts[0].data_dependent and not entry.facts[1].data_dependent
    assert "may raise (depending on the text generated)" in render_markdown(entry)


def test_raise_only_keys_are_refused_on_a_fact_that_does_not_raise(tmp_path):
    err = error_for(tmp_path, VALID.replace("raised = false\n", "raised = false\ndata_dependent = true\n", 1))
    assert err.field == "facts[1].data_dependent"


def test_a_logged_warning_names_the_value_it_logs():
    fact = load_catalog().get("HF102").fact_for("4.57.6")
    assert fact.render_warning({"cache_implementation": "sliding_window"}).endswith("type='sliding_window'.")
    assert fact.render_warning().endswith("type='<cache_implementation>'.")
    logged = "An assistant model is provided, using a dynamic cache instead of a cache of type='hybrid_chunked'."
    assert fact.warning_pattern().search("WARNING " + logged)
    assert not fact.warning_pattern().search("An assistant model is provided, using a static cache")


def test_a_warning_placeholder_matches_the_values_the_code_covers():
    from hflint.rules.assisted import STATIC_IMPLEMENTATIONS

    fact = load_catalog().get("HF102").fact_for("4.57.6")
    assert set(fact.warning_values["cache_implementation"]) == STATIC_IMPLEMENTATIONS
    swapped = "An assistant model is provided, using a dynamic cache instead of a cache of type='{}'."
    assert fact.warning_pattern().search(swapped.format("sliding_window"))
    assert not fact.warning_pattern().search(swapped.format("dynamic"))  # (a no-op swap, not HF102's)


def test_warning_values_must_name_a_placeholder_of_the_warning(tmp_path):
    root = tmp_path / "catalog"
    shutil.copytree(default_root(), root)
    path = root / "HF102.toml"
    text = path.read_text()
    path.write_text(text.replace("warning_values = { cache_implementation =", "warning_values = { cache_impl ="))
    with pytest.raises(CatalogError, match="warning_values.cache_impl"):
        load_catalog(root)
