"""Settings that make a round trip through text or files before generate (the h19 round):
`__file__` and the os.path / pathlib folds that name files beside the script, strings joined and
split again, texts known by their parse (core/files.py's DataText: GenerationConfig JSON,
pydantic's JSON, OmegaConf's YAML, JSON of data known in part), and configparser sections
written as dicts and read back. What a user sees: the code, the severity, the message, where the
evidence points, and silence where the text is not known."""

from __future__ import annotations

import os
import textwrap

from hflint.core.engine import Settings, analyze

HEAD = textwrap.dedent("""\
    import configparser
    import json
    import os
    import tempfile
    from pathlib import Path

    from omegaconf import OmegaConf
    from pydantic import BaseModel
    from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

    tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    enc = tok("hello hello hello", return_tensors="pt")
""")
LINES = HEAD.count("\n")


def run(body: str, path: str = "/work/project/run.py", release: str = "5.23.0"):
    result = analyze(HEAD + textwrap.dedent(body), path, Settings(transformers_version=release))
    assert result.internal_errors == []
    return result.findings


def codes(body: str, **kw) -> list[tuple[int, str, str]]:
    return [(f.span.line - LINES, f.code, f.severity.value) for f in run(body, **kw)]


def notes(finding) -> list[tuple[int, str]]:
    return [(e.span.line - LINES, e.note) for e in finding.evidence]


# ---------------------------------------------------------------- files beside the script


def test_a_file_named_from_dunder_file_holds_what_the_script_wrote():
    body = """
        here = os.path.dirname(os.path.abspath(__file__))
        with open(os.path.join(here, "s.json"), "w") as fh:
            json.dump({"num_return_sequences": 2, "do_sample": True}, fh)
        with open(os.path.join(here, "s.json")) as fh:
            s = json.load(fh)
        model.generate(**enc, assistant_model=draft, **s)
    """
    (finding,) = run(body)
    assert (finding.span.line - LINES, finding.code, finding.severity.value) == (7, "HF105", "error")
    assert finding.raises is not None
    assert finding.raises.message == "num_return_sequences has to be 1 when doing assisted generate, but is 2."
    assert (6, "`num_return_sequences: 2` in the JSON parsed here") in notes(finding)


def test_path_parent_with_name_and_resolve_name_the_same_file():
    assert codes("""
        a = Path(__file__).with_name("p.json")
        a.write_text(json.dumps({"use_cache": False}))
        model.generate(**enc, prompt_lookup_num_tokens=3, **json.loads((Path(__file__).resolve().parent / "p.json").read_text()))
    """) == [(4, "HF101", "error")]


def test_a_file_beside_the_script_that_the_run_does_not_write_is_unknown():
    assert (
        codes("""
        here = os.path.dirname(__file__)
        with open(os.path.join(here, "tuned.json")) as fh:
            model.generate(**enc, assistant_model=draft, **json.load(fh))
        Path(__file__).with_name("a.json").write_text(json.dumps({"use_cache": False}))
        model.generate(**enc, assistant_model=draft, **json.loads(Path(__file__).with_name("b.json").read_text()))
    """)
        == []
    )


def test_dunder_file_needs_a_file_on_disk():
    body = """
        Path(Path(__file__).parent, "x.json").write_text(json.dumps({"use_cache": False}))
        model.generate(**enc, assistant_model=draft, **json.loads(Path(Path(__file__).parent, "x.json").read_text()))
    """
    assert codes(body) == [(3, "HF101", "error")]
    assert codes(body, path="untitled:Untitled-1") == []


def test_a_default_file_beside_the_script_is_named_by_its_name():
    (finding,) = run("""
        ini = os.path.join(os.path.dirname(os.path.abspath(__file__)), "service.ini")
        if not os.path.exists(ini):
            with open(ini, "w") as fh:
                json.dump({"use_cache": False}, fh)
        with open(ini) as fh:
            model.generate(**enc, assistant_model=draft, **json.load(fh))
    """)
    assert finding.severity.value == "warning"
    assert finding.condition == "unless service.ini exists before the run"
    assert "/work/project" not in finding.message


def test_os_getcwd_is_the_current_folder():
    assert codes("""
        out = os.path.join(os.getcwd(), "cfg")
        GenerationConfig(use_cache=False).save_pretrained(out)
        model.generate(**enc, assistant_model=draft, generation_config=GenerationConfig.from_pretrained("cfg"))
    """) == [(4, "HF101", "error")]


# ---------------------------------------------------------------- strings joined and split


def test_lines_joined_then_split_and_partitioned():
    (finding,) = run("""
        OPTIONS = {"max_new_tokens": 4, "num_return_sequences": 3}
        text = "\\n".join(f"{k}={v}" for k, v in OPTIONS.items())
        parsed = {}
        for line in text.splitlines():
            key, _, raw = line.partition("=")
            parsed[key] = int(raw)
        model.generate(**enc, assistant_model=draft, do_sample=True, **parsed)
    """)
    assert (finding.span.line - LINES, finding.code) == (8, "HF105")
    assert finding.raises is not None and finding.raises.message.endswith("but is 3.")


def test_a_spec_string_split_into_a_dict():
    assert codes("""
        spec = dict(item.split("=", 1) for item in "cache=StaticCache,n=2".split(","))
        model.generate(**enc, cache_implementation=spec["cache"])
    """) == [(3, "HF112", "error")]
    assert (
        codes("""
        spec = dict(item.split("=", 1) for item in "cache=static,n=2".split(","))
        model.generate(**enc, cache_implementation=spec["cache"])
    """)
        == []
    )


def test_json_lines_name_the_element_that_raises():
    (finding,) = run("""
        rows = [{"max_new_tokens": 4}, {"prompt_lookup_num_tokens": 2, "use_cache": False}]
        text = "\\n".join(json.dumps(r) for r in rows)
        for run in [json.loads(line) for line in text.splitlines()]:
            model.generate(**enc, **run)
    """)
    assert (finding.code, finding.severity.value) == ("HF101", "error")
    assert finding.detail == f"for element 2: use_cache is set to False at line {LINES + 4}"  # (the text is parsed again there)


# ---------------------------------------------------------------- texts known by their parse


def test_generation_config_json_string_read_back():
    (finding,) = run("""
        text = GenerationConfig(do_sample=True, num_return_sequences=2).to_json_string()
        model.generate(**enc, assistant_model=draft, generation_config=GenerationConfig.from_dict(json.loads(text)))
    """)
    assert (finding.code, finding.severity.value) == ("HF105", "error")
    assert (2, "`2` written here") in notes(finding)  # (the value points at its keyword, through the text)


def test_generation_config_json_file_is_a_save_of_its_folder_only_by_that_name():
    assert codes("""
        d = tempfile.mkdtemp()
        GenerationConfig(use_cache=False).to_json_file(os.path.join(d, "generation_config.json"))
        model.generate(**enc, assistant_model=draft, generation_config=GenerationConfig.from_pretrained(d))
        e = tempfile.mkdtemp()
        GenerationConfig(use_cache=False).to_json_file(os.path.join(e, "other.json"))
        model.generate(**enc, assistant_model=draft, generation_config=GenerationConfig.from_pretrained(e))
        with open(os.path.join(e, "other.json")) as fh:
            model.generate(**enc, assistant_model=draft, **json.load(fh))
    """) == [(4, "HF101", "error"), (9, "HF101", "error")]


def test_json_of_a_dict_known_in_part_is_read_back_in_part():
    assert codes("""
        d = model.generation_config.to_dict()
        d["num_return_sequences"] = 2
        d["do_sample"] = True
        with open("g.json", "w") as fh:
            json.dump(d, fh)
        with open("g.json") as fh:
            back = json.load(fh)
        model.generate(**enc, assistant_model=draft, num_return_sequences=back["num_return_sequences"], do_sample=True)
        model.generate(**enc, assistant_model=draft, num_return_sequences=back["top_k"])
    """) == [(9, "HF105", "error")]


def test_a_text_of_yaml_is_no_json():
    assert codes("""
        text = OmegaConf.to_yaml(OmegaConf.create({"use_cache": False}))
        model.generate(**enc, assistant_model=draft, **OmegaConf.create(text))
        model.generate(**enc, assistant_model=draft, **json.loads(text))
    """) == [(3, "HF101", "error")]


def test_omegaconf_save_and_load_keep_interpolations():
    assert codes("""
        cfg = OmegaConf.create({"runtime": {"kv": False}, "gen": {"use_cache": "${runtime.kv}"}})
        OmegaConf.save(cfg, "run.yaml")
        loaded = OmegaConf.load("run.yaml")
        model.generate(**enc, assistant_model=draft, use_cache=loaded.gen.use_cache)
    """) == [(5, "HF101", "error")]


def test_pydantic_json_and_parse_obj():
    assert codes("""
        class Job(BaseModel):
            num_return_sequences: int = 1
            do_sample: bool = False

        job = Job.model_validate_json(Job(num_return_sequences=2, do_sample=True).model_dump_json())
        model.generate(**enc, assistant_model=draft, **job.model_dump())
        same = Job.parse_obj({"do_sample": True})
        model.generate(**enc, assistant_model=draft, **same.dict())
        raw = Job.parse_raw('{"num_return_sequences": 4, "do_sample": true}')
        model.generate(**enc, assistant_model=draft, **raw.model_dump())
    """) == [(7, "HF105", "error"), (11, "HF105", "error")]


# ---------------------------------------------------------------- configparser sections


def test_ini_sections_written_as_dicts_read_back_as_strings():
    (finding,) = run("""
        w = configparser.ConfigParser()
        w["decoding"] = {"use_cache": False, "lookup": 3}
        with open("e.ini", "w") as fh:
            w.write(fh)
        r = configparser.ConfigParser()
        r.read("e.ini")
        lookup = r.getint("decoding", "lookup")
        model.generate(**enc, prompt_lookup_num_tokens=lookup, use_cache=r.getboolean("decoding", "use_cache"))
    """)
    assert (finding.span.line - LINES, finding.code, finding.severity.value) == (9, "HF101", "error")


def test_ini_items_and_unknown_sections():
    assert codes("""
        w = configparser.ConfigParser()
        w["g"] = {"cache_implementation": "Static"}
        with open("p.ini", "w") as fh:
            w.write(fh)
        r = configparser.ConfigParser()
        r.read("p.ini")
        model.generate(**enc, **dict(r.items("g")))
        u = configparser.ConfigParser()
        u["g"] = dict(os.environ)
        with open("q.ini", "w") as fh:
            u.write(fh)
        v = configparser.ConfigParser()
        v.read("q.ini")
        model.generate(**enc, **dict(v.items("g")))
    """) == [(8, "HF112", "error")]


def test_the_script_path_is_the_absolute_path_of_the_file(tmp_path):
    script = tmp_path / "job.py"
    findings = run(
        """
        Path(os.path.dirname(__file__), "x.json").write_text(json.dumps({"use_cache": False}))
        again = Path(os.path.join(os.path.dirname(__file__), "x.json"))
        model.generate(**enc, assistant_model=draft, **json.loads(again.read_text()))
    """,
        path=os.path.relpath(script),
    )
    assert [f.code for f in findings] == ["HF101"]
