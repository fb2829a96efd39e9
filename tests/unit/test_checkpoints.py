"""Reading a checkpoint's config.json and generation_config.json from a local folder or a fake Hugging Face cache."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

import pytest

from hflint.core import checkpoints
from hflint.core.checkpoints import hub_cache_dir, read_checkpoint
from hflint.core.modelinfo import EncoderShape

LLAMA = {"model_type": "llama", "vocab_size": 32000, "use_cache": True, "num_hidden_layers": 2}
GEMMA3 = {
    "model_type": "gemma3",
    "text_config": {
        "model_type": "gemma3_text",
        "vocab_size": 262208,
        "use_cache": False,
        "layer_types": ["sliding_attention", "full_attention"],
        "sliding_window": 512,
    },
}


@pytest.fixture(autouse=True)
def _fresh_cache():
    checkpoints.clear_cache()
    yield
    checkpoints.clear_cache()


def make_checkpoint(folder: Path, config: dict | None = LLAMA, gen: dict | None = None) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    if config is not None:
        (folder / "config.json").write_text(json.dumps(config, indent=2))
    if gen is not None:
        (folder / "generation_config.json").write_text(json.dumps(gen, indent=2))
    return folder


def read_in_time(name: str, **kwargs):
    """read_checkpoint in a thread: a FIFO that blocked the reader fails the test instead of hanging it."""
    out: list = []
    worker = threading.Thread(target=lambda: out.append(read_checkpoint(name, **kwargs)), daemon=True)
    worker.start()
    worker.join(10)
    assert not worker.is_alive(), "read_checkpoint blocked"
    return out[0]


# ---------------------------------------------------------------- local folders


def test_generation_config_with_an_unread_field_is_not_known_in_full(tmp_path):
    make_checkpoint(tmp_path / "wm", gen={"num_beams": 4, "watermarking_config": {"greenlist_ratio": 0.25}})
    info = read_checkpoint("./wm", base_dirs=[tmp_path])
    assert info is not None and info.gen_whole is None
    assert dict(info.gen) == {"num_beams": 4}


def test_local_folder_with_generation_config(tmp_path):
    make_checkpoint(tmp_path / "my-finetune", gen={"bos_token_id": 1, "use_cache": False, "num_beams": 4})
    info = read_checkpoint("./my-finetune", base_dirs=[tmp_path])
    assert info is not None
    assert (info.folder, info.model_type, info.vocab_size, info.config_use_cache) == (
        tmp_path / "my-finetune",
        "llama",
        32000,
        True,
    )
    assert info.has_generation_config and not info.generation_config_absent
    assert dict(info.gen) == {"use_cache": False, "num_beams": 4}
    # (every key is a plain GenerationConfig field: the file is known in full, each key's line kept)
    assert dict(info.gen_whole or {}) == {"bos_token_id": 1, "use_cache": False, "num_beams": 4}
    assert dict(info.gen_lines) == {"bos_token_id": 2, "use_cache": 3, "num_beams": 4}
    assert info.config_lines["model_type"] == 2
    assert info.sources == (tmp_path / "my-finetune" / "config.json", tmp_path / "my-finetune" / "generation_config.json")
    assert info.notes == () and not info.from_hub_cache


def test_local_folder_without_generation_config(tmp_path):
    make_checkpoint(tmp_path / "ckpt")
    info = read_checkpoint(str(tmp_path / "ckpt"), base_dirs=[])
    assert info is not None
    assert not info.has_generation_config and info.generation_config_absent
    assert dict(info.gen) == {} and info.generation_config_path is None


def test_speech_encoder_shape_is_read_from_config(tmp_path):
    whisper = {
        "model_type": "whisper",
        "vocab_size": 51865,
        "d_model": 384,
        "encoder_layers": 4,
        "encoder_attention_heads": 6,
        "encoder_ffn_dim": 1536,
    }
    make_checkpoint(tmp_path / "whisper-tiny-ft", config=whisper)
    info = read_checkpoint("./whisper-tiny-ft", base_dirs=[tmp_path])
    assert info is not None and info.encoder == EncoderShape(384, 4, 6, 1536)
    # a config without all four keys has no encoder shape
    make_checkpoint(tmp_path / "half", config={"model_type": "whisper", "d_model": 384})
    assert read_checkpoint("./half", base_dirs=[tmp_path]).encoder is None


def test_whisper_hub_names_carry_their_encoder():
    from hflint.core.modelinfo import encoder_shape, hub_checkpoint

    widths = {
        name: encoder_shape(hub_checkpoint(name).config).width
        for name in (
            "openai/whisper-tiny",
            "openai/whisper-base.en",
            "openai/whisper-small",
            "openai/whisper-medium.en",
            "openai/whisper-large",
            "openai/whisper-large-v2",
            "openai/whisper-large-v3",
            "openai/whisper-large-v3-turbo",
            "distil-whisper/distil-large-v2",
            "distil-whisper/distil-large-v3",
            "distil-whisper/distil-medium.en",
            "distil-whisper/distil-small.en",
        )
    }
    assert widths == {
        "openai/whisper-tiny": 384,
        "openai/whisper-base.en": 512,
        "openai/whisper-small": 768,
        "openai/whisper-medium.en": 1024,
        "openai/whisper-large": 1280,
        "openai/whisper-large-v2": 1280,
        "openai/whisper-large-v3": 1280,
        "openai/whisper-large-v3-turbo": 1280,
        "distil-whisper/distil-large-v2": 1280,
        "distil-whisper/distil-large-v3": 1280,
        "distil-whisper/distil-medium.en": 1024,
        "distil-whisper/distil-small.en": 768,
    }
    assert encoder_shape({"d_model": 384, "encoder_layers": 4}) is None


def test_base_dirs_are_tried_in_order(tmp_path):
    file_dir, root = tmp_path / "src", tmp_path
    make_checkpoint(root / "models" / "small", {"model_type": "gpt2", "vocab_size": 50257})
    info = read_checkpoint("models/small", base_dirs=[file_dir, root])
    assert info is not None and info.model_type == "gpt2"
    make_checkpoint(file_dir / "models" / "small", {"model_type": "mamba", "vocab_size": 50280})
    assert read_checkpoint("models/small", base_dirs=[file_dir, root]).model_type == "mamba"


def test_text_config_holds_the_text_model_fields(tmp_path):
    make_checkpoint(tmp_path / "g", GEMMA3)
    info = read_checkpoint("g", base_dirs=[tmp_path])
    assert (info.model_type, info.vocab_size, info.config_use_cache) == ("gemma3", 262208, False)
    assert (info.layer_types, info.sliding_window) == (("sliding_attention", "full_attention"), 512)


def test_missing_folder_and_unknown_hub_name_are_none(tmp_path):
    assert read_checkpoint("./nowhere", base_dirs=[tmp_path], hf_cache=tmp_path) is None
    assert read_checkpoint("org/model", base_dirs=[tmp_path], hf_cache=tmp_path / "hub") is None
    assert read_checkpoint("", base_dirs=[tmp_path]) is None


def test_broken_json_is_a_note(tmp_path):
    folder = make_checkpoint(tmp_path / "c", None, {"use_cache": False})
    (folder / "config.json").write_text('{"model_type": "llama", ')
    info = read_checkpoint("c", base_dirs=[tmp_path])
    assert info.model_type is None and info.config_path is None
    assert dict(info.gen) == {"use_cache": False}
    assert len(info.notes) == 1 and "config.json: not valid JSON" in info.notes[0]


def test_json_that_is_not_an_object_is_a_note(tmp_path):
    folder = make_checkpoint(tmp_path / "c")
    (folder / "generation_config.json").write_text("[1, 2]")
    info = read_checkpoint("c", base_dirs=[tmp_path])
    assert not info.has_generation_config and not info.generation_config_absent
    assert "not a JSON object" in info.notes[0]


def test_file_over_one_megabyte_is_skipped(tmp_path):
    folder = make_checkpoint(tmp_path / "big")
    (folder / "generation_config.json").write_text('{"use_cache": false, "pad": "' + "x" * (2 * 1024 * 1024) + '"}')
    info = read_checkpoint("big", base_dirs=[tmp_path])
    assert info.model_type == "llama" and not info.has_generation_config
    assert "more than the 1048576 read at most; skipped" in info.notes[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_fifo_is_refused_without_blocking(tmp_path):
    folder = make_checkpoint(tmp_path / "fifo")
    os.mkfifo(folder / "generation_config.json")
    info = read_in_time("fifo", base_dirs=[tmp_path])
    assert info.model_type == "llama" and not info.has_generation_config
    assert "not a regular file" in info.notes[0]


def test_symlink_loop_is_a_note(tmp_path):
    folder = make_checkpoint(tmp_path / "loop", None)
    os.symlink(folder / "b.json", folder / "config.json")
    os.symlink(folder / "config.json", folder / "b.json")
    info = read_in_time("loop", base_dirs=[tmp_path])
    assert info.model_type is None and "cannot be reached" in info.notes[0]


def test_folder_named_like_a_file_is_a_note(tmp_path):
    folder = make_checkpoint(tmp_path / "odd", None)
    (folder / "config.json").mkdir()
    info = read_checkpoint("odd", base_dirs=[tmp_path])
    assert "not a regular file" in info.notes[0]


@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0, reason="root reads every file")
def test_unreadable_file_is_a_note(tmp_path):
    folder = make_checkpoint(tmp_path / "locked")
    (folder / "config.json").chmod(0)
    info = read_checkpoint("locked", base_dirs=[tmp_path])
    assert info.model_type is None and "cannot be opened" in info.notes[0]


def test_result_is_cached_until_a_file_changes(tmp_path):
    folder = make_checkpoint(tmp_path / "c", gen={"use_cache": True})
    first = read_checkpoint("c", base_dirs=[tmp_path])
    assert read_checkpoint("c", base_dirs=[tmp_path]) is first
    gen = folder / "generation_config.json"
    gen.write_text('{"use_cache": false}')
    st = os.stat(gen)
    os.utime(gen, ns=(st.st_atime_ns, st.st_mtime_ns + 5_000_000_000))
    assert dict(read_checkpoint("c", base_dirs=[tmp_path]).gen) == {"use_cache": False}


def test_subfolder(tmp_path):
    make_checkpoint(tmp_path / "repo" / "decoder", {"model_type": "rwkv", "vocab_size": 50277})
    info = read_checkpoint("repo", base_dirs=[tmp_path], subfolder="decoder")
    assert info.model_type == "rwkv"
    assert read_checkpoint("repo", base_dirs=[tmp_path], subfolder="../repo") is None


# ---------------------------------------------------------------- the Hugging Face cache


def fake_hub_cache(hub: Path, repo_id: str, config: dict, gen: dict | None, *, commit: str = "a" * 40, ref: bool = True) -> Path:
    """The huggingface_hub layout: blobs/, snapshots/<commit>/ with symlinks into blobs, refs/main."""
    repo = hub / ("models--" + repo_id.replace("/", "--"))
    snapshot = repo / "snapshots" / commit
    snapshot.mkdir(parents=True)
    (repo / "blobs").mkdir(exist_ok=True)
    for name, data in (("config.json", config), ("generation_config.json", gen)):
        if data is None:
            continue
        blob = repo / "blobs" / f"{commit[:8]}-{name}"
        blob.write_text(json.dumps(data, indent=2))
        os.symlink(os.path.relpath(blob, snapshot), snapshot / name)
    if ref:
        (repo / "refs").mkdir(exist_ok=True)
        (repo / "refs" / "main").write_text(commit)
    return snapshot


def test_hub_name_read_from_hf_hub_cache(tmp_path, monkeypatch):
    hub = tmp_path / "hub"
    snapshot = fake_hub_cache(hub, "org/tiny-llama", LLAMA, {"use_cache": False, "cache_implementation": "static"})
    fake_hub_cache(hub, "org/tiny-llama", {"model_type": "old"}, None, commit="b" * 40, ref=False)
    monkeypatch.setenv("HF_HUB_CACHE", str(hub))
    info = read_checkpoint("org/tiny-llama", base_dirs=[tmp_path / "project"])
    assert info is not None and info.from_hub_cache
    assert info.folder == snapshot and info.model_type == "llama"
    assert dict(info.gen) == {"use_cache": False, "cache_implementation": "static"}
    assert info.generation_config_path == snapshot / "generation_config.json"


def test_hub_cache_without_refs_uses_the_newest_snapshot(tmp_path):
    hub = tmp_path / "hub"
    old = fake_hub_cache(hub, "gpt2", {"model_type": "gpt2", "vocab_size": 1}, None, commit="1" * 40, ref=False)
    new = fake_hub_cache(hub, "gpt2", {"model_type": "gpt2", "vocab_size": 50257}, None, commit="2" * 40, ref=False)
    os.utime(old, (1_000_000, 1_000_000))
    os.utime(new, (2_000_000, 2_000_000))
    info = read_checkpoint("gpt2", base_dirs=[], hf_cache=hub)
    assert info.folder == new and info.vocab_size == 50257
    assert "no refs/main" in info.notes[0]


def test_hub_cache_no_exist_marker_means_no_generation_config(tmp_path):
    hub = tmp_path / "hub"
    commit = "c" * 40
    fake_hub_cache(hub, "org/m", LLAMA, None, commit=commit)
    info = read_checkpoint("org/m", base_dirs=[], hf_cache=hub)
    # Not downloaded is not the same as not there.
    assert not info.has_generation_config and not info.generation_config_absent
    marker = hub / "models--org--m" / ".no_exist" / commit / "generation_config.json"
    marker.parent.mkdir(parents=True)
    marker.touch()
    assert read_checkpoint("org/m", base_dirs=[], hf_cache=hub).generation_config_absent


def test_revision_picks_another_ref(tmp_path):
    hub = tmp_path / "hub"
    fake_hub_cache(hub, "org/m", LLAMA, None, commit="d" * 40)
    fake_hub_cache(hub, "org/m", {"model_type": "mamba"}, None, commit="e" * 40, ref=False)
    (hub / "models--org--m" / "refs" / "v2").write_text("e" * 40)
    assert read_checkpoint("org/m", base_dirs=[], hf_cache=hub, revision="v2").model_type == "mamba"
    assert read_checkpoint("org/m", base_dirs=[], hf_cache=hub, revision="d" * 40).model_type == "llama"
    assert read_checkpoint("org/m", base_dirs=[], hf_cache=hub, revision="missing") is None


def test_local_folder_wins_over_the_cache(tmp_path):
    hub = tmp_path / "hub"
    fake_hub_cache(hub, "org/m", {"model_type": "mamba"}, None)
    make_checkpoint(tmp_path / "work" / "org" / "m", LLAMA)
    assert read_checkpoint("org/m", base_dirs=[tmp_path / "work"], hf_cache=hub).model_type == "llama"


@pytest.mark.parametrize("name", ["../org/m", "org/../m", "a--b", "org/m/extra", "https://hf.co/org/m"])
def test_names_that_are_not_repo_ids_never_reach_the_cache(tmp_path, name):
    assert read_checkpoint(name, base_dirs=[], hf_cache=tmp_path) is None


def test_cache_location_from_the_environment(tmp_path):
    assert hub_cache_dir({"HF_HUB_CACHE": "/x/hub", "HF_HOME": "/y"}) == Path("/x/hub")
    assert hub_cache_dir({"HF_HOME": "/y"}) == Path("/y/hub")
    assert hub_cache_dir({"XDG_CACHE_HOME": "/z"}) == Path("/z/huggingface/hub")
    assert hub_cache_dir({}) == Path(os.path.expanduser("~/.cache/huggingface/hub"))


def test_hf_home_is_used_when_hub_cache_is_unset(tmp_path, monkeypatch):
    fake_hub_cache(tmp_path / "home" / "hub", "org/m", LLAMA, {"num_return_sequences": 2})
    monkeypatch.delenv("HF_HUB_CACHE", raising=False)
    monkeypatch.delenv("HUGGINGFACE_HUB_CACHE", raising=False)
    monkeypatch.setenv("HF_HOME", str(tmp_path / "home"))
    assert dict(read_checkpoint("org/m", base_dirs=[]).gen) == {"num_return_sequences": 2}


def test_sites_point_at_the_line_for_evidence(tmp_path):
    make_checkpoint(tmp_path / "c", gen={"do_sample": True, "use_cache": False})
    info = read_checkpoint("c", base_dirs=[tmp_path])
    path, span = info.gen_site("use_cache")
    assert path == str(tmp_path / "c" / "generation_config.json")
    assert (span.line, span.col, span.end_line, span.end_col) == (3, 0, 4, 0)
    assert info.config_site("vocab_size")[1].line == 3
    assert info.gen_site("num_beams") is None


def test_a_skipped_checkpoint_file_is_told_in_the_call_description(tmp_path):
    """Hover's effective settings name the model and say which of its files did not count."""
    from hflint.core.describe import describe_site
    from hflint.core.engine import Settings, analyze

    (tmp_path / "ckpt").mkdir()
    (tmp_path / "ckpt" / "config.json").write_text("{not json")
    script = tmp_path / "run.py"
    script.write_text(
        "from transformers import AutoModelForCausalLM\n"
        "model = AutoModelForCausalLM.from_pretrained('./ckpt')\n"
        "model.generate(input_ids, max_new_tokens=5)\n"
    )
    result = analyze(script.read_text(), str(script), Settings(transformers_version="5.23.0", workspace=str(tmp_path)))
    lines = {line.name: line.value for line in describe_site(result.sites[0])}
    assert "`./ckpt`" in lines["model"] and "config.json: not valid JSON" in lines["model"]


# ---------------------------------------------------------------- what a guard reads of config

_GUARDED = """\
from transformers import AutoModelForCausalLM, AutoTokenizer

def run(target_id, draft_id):
    target = AutoModelForCausalLM.from_pretrained(target_id)
    draft = AutoModelForCausalLM.from_pretrained(draft_id)
    tok = AutoTokenizer.from_pretrained(target_id)
    if {guard}:
        return None
    return target.generate(**tok("hi", return_tensors="pt"), assistant_model=draft, max_new_tokens=4)

run({target!r}, {draft!r})
"""


@pytest.mark.parametrize(
    ("guard", "target", "draft", "codes"),
    [
        # the table's vocabularies decide the guard: a mismatched pair returns before generate
        ("target.config.vocab_size != draft.config.vocab_size", "openai-community/gpt2", "HuggingFaceTB/SmolLM2-135M", []),
        ("target.config.vocab_size != draft.config.vocab_size", "Qwen/Qwen2.5-7B-Instruct", "Qwen/Qwen2.5-0.5B-Instruct", []),
        (
            "target.config.vocab_size != draft.config.vocab_size",
            "mistralai/Mistral-7B-v0.1",
            "TinyLlama/TinyLlama-1.1B-Chat-v1.0",
            [],
        ),
        # the type decides it: a Mamba target returns; a GPT-2 one with another vocabulary goes on
        ("target.config.model_type == 'mamba'", "state-spaces/mamba-130m-hf", "EleutherAI/pythia-70m", []),
        ("target.config.model_type == 'mamba'", "openai-community/gpt2", "HuggingFaceTB/SmolLM2-135M", ["HF107"]),
        # a guard on something else stops nothing
        ("target.config.vocab_size == draft.config.vocab_size", "openai-community/gpt2", "HuggingFaceTB/SmolLM2-135M", ["HF107"]),
    ],
)
def test_a_guard_on_the_loaded_config_is_decided(guard, target, draft, codes):
    from hflint.core.engine import Settings, analyze

    text = _GUARDED.format(guard=guard, target=target, draft=draft)
    result = analyze(text, "run.py", Settings(transformers_version="5.23.0"))
    assert [f.code for f in result.findings] == codes


def test_a_local_folder_config_decides_a_vocabulary_guard(tmp_path):
    from hflint.core.engine import Settings, analyze

    make_checkpoint(tmp_path / "big", config=dict(LLAMA, vocab_size=32016))
    make_checkpoint(tmp_path / "small", config=LLAMA)
    text = _GUARDED.format(guard="target.config.vocab_size != draft.config.vocab_size", target="./big", draft="./small")
    script = tmp_path / "run.py"
    script.write_text(text)
    result = analyze(text, str(script), Settings(transformers_version="5.23.0", workspace=str(tmp_path)))
    assert result.findings == []
    unguarded = text.replace("if target.config.vocab_size != draft.config.vocab_size:", "if False:")
    result = analyze(unguarded, str(script), Settings(transformers_version="5.23.0", workspace=str(tmp_path)))
    assert [f.code for f in result.findings] == ["HF107"]
