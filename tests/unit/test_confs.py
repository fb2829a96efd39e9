"""OmegaConf and hydra configs (core/confs.py): attribute reads, `**cfg`, interpolations resolved
as OmegaConf resolves them (again after a write), merges, dotlists, structured configs,
`to_container`, hydra's ConfigStore with `@hydra.main` (defaults: warnings) and `compose`."""

from __future__ import annotations

import textwrap

from hflint.core.engine import Settings, analyze

HEAD = textwrap.dedent("""\
    from dataclasses import dataclass, field
    import hydra
    from hydra import compose, initialize_config_dir
    from hydra.core.config_store import ConfigStore
    from omegaconf import OmegaConf
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    inputs = tok("hello", return_tensors="pt")
""")
LINES = HEAD.count("\n")


def codes(body: str) -> list[tuple[int, str, str]]:
    result = analyze(HEAD + textwrap.dedent(body), "app.py", Settings(transformers_version="5.23.0"))
    assert result.internal_errors == []
    return [(f.span.line - LINES, f.code, f.severity.value) for f in result.findings]


def test_attributes_items_and_spreads_read_the_keys():
    assert codes("""
        cfg = OmegaConf.create({"gen": {"use_cache": False}, "n": 2})
        model.generate(**inputs, assistant_model=draft, use_cache=cfg.gen.use_cache)
        model.generate(**inputs, assistant_model=draft, use_cache=cfg["gen"]["use_cache"])
        model.generate(**inputs, assistant_model=draft, **cfg.gen)
        model.generate(**inputs, assistant_model=draft, do_sample=True, num_return_sequences=cfg.get("n", 1))
    """) == [(3, "HF101", "error"), (4, "HF101", "error"), (5, "HF101", "error"), (6, "HF105", "error")]


def test_create_copies_its_source():
    assert codes("""
        source = {"use_cache": False}
        cfg = OmegaConf.create(source)
        source["use_cache"] = True
        model.generate(**inputs, assistant_model=draft, **cfg)
    """) == [(5, "HF101", "error")]


def test_interpolations_follow_writes_and_to_container_keeps_their_text():
    assert codes("""
        cfg = OmegaConf.create({"flags": {"cache": False}, "gen": {"use_cache": "${flags.cache}"}})
        model.generate(**inputs, assistant_model=draft, **cfg.gen)
        model.generate(**inputs, assistant_model=draft, **OmegaConf.to_container(cfg.gen))
        model.generate(**inputs, assistant_model=draft, **OmegaConf.to_container(cfg, resolve=True)["gen"])
        cfg.flags.cache = True
        model.generate(**inputs, assistant_model=draft, **cfg.gen)
        odd = OmegaConf.create({"gen": {"cache_implementation": "${oc.env:CACHE}"}})
        model.generate(**inputs, assistant_model=draft, **odd.gen)
    """) == [(3, "HF101", "error"), (5, "HF101", "error")]


def test_merge_dotlist_and_update():
    assert codes("""
        base = OmegaConf.create({"gen": {"max_new_tokens": 8, "use_cache": True}})
        cfg = OmegaConf.merge(base, {"gen": {"cache_implementation": "static"}})
        model.generate(**inputs, assistant_model=draft, **cfg.gen)
        cleared = OmegaConf.merge(cfg, OmegaConf.from_dotlist(["gen.cache_implementation=null"]))
        model.generate(**inputs, assistant_model=draft, **cleared.gen)
        OmegaConf.update(cleared, "gen.use_cache", False)
        model.generate(**inputs, assistant_model=draft, **cleared.gen)
        model.generate(**inputs, assistant_model=draft, **base.gen)
    """) == [(4, "HF102", "error"), (8, "HF101", "error")]


def test_structured_configs_from_dataclasses():
    assert codes("""
        @dataclass
        class Gen:
            use_cache: bool = True
            num_return_sequences: int = 1

        @dataclass
        class App:
            gen: Gen = field(default_factory=Gen)

        cfg = OmegaConf.structured(App)
        model.generate(**inputs, assistant_model=draft, **cfg.gen)
        cfg = OmegaConf.merge(cfg, OmegaConf.from_dotlist(["gen.num_return_sequences=2"]))
        model.generate(**inputs, assistant_model=draft, do_sample=True, **cfg.gen)
    """) == [(14, "HF105", "error")]


def test_merged_command_line_makes_the_values_defaults():
    # (run: h56_omegaconf_structured_cli.py with no argument raises HF101 on 4.57.6 to 5.24.0)
    assert codes("""
        @dataclass
        class Gen:
            use_cache: bool = False

        cfg = OmegaConf.merge(OmegaConf.structured(Gen), OmegaConf.from_cli())
        model.generate(**inputs, assistant_model=draft, use_cache=cfg.use_cache)
        alone = OmegaConf.from_cli()
        model.generate(**inputs, assistant_model=draft, use_cache=alone.get("use_cache", False))
        first = OmegaConf.merge(OmegaConf.from_cli(), OmegaConf.structured(Gen))
        model.generate(**inputs, assistant_model=draft, use_cache=first.use_cache)
    """) == [(7, "HF101", "warning"), (11, "HF101", "error")]  # (merged first, the command line loses)


def test_hydra_main_gives_the_stored_node_as_defaults():
    assert codes("""
        ConfigStore.instance().store(name="app", node={"gen": {"use_cache": False}})

        @hydra.main(version_base=None, config_name="app")
        def main(cfg):
            model.generate(**inputs, assistant_model=draft, **cfg.gen)

        main()
    """) == [(6, "HF101", "warning")]


def test_hydra_main_of_a_config_file_or_unknown_name_stays_silent():
    assert (
        codes("""
        @hydra.main(version_base=None, config_path="conf", config_name="app")
        def main(cfg):
            model.generate(**inputs, assistant_model=draft, use_cache=cfg.use_cache)

        @hydra.main(version_base=None, config_name="missing")
        def other(cfg):
            model.generate(**inputs, assistant_model=draft, use_cache=cfg.use_cache)

        main()
        other()
    """)
        == []
    )


def test_compose_reads_the_file_written_and_applies_overrides():
    assert codes("""
        with open("conf/run.yaml", "w") as fh:
            fh.write("gen:\\n  num_return_sequences: 1\\n")
        with initialize_config_dir(config_dir="conf", version_base=None):
            cfg = compose(config_name="run", overrides=["gen.num_return_sequences=4"])
            same = compose(config_name="run")
        model.generate(**inputs, assistant_model=draft, do_sample=True, **cfg.gen)
        model.generate(**inputs, assistant_model=draft, do_sample=True, **same.gen)
    """) == [(7, "HF105", "error")]


def test_configparser_reads_what_the_script_gave_it():
    assert codes("""
        import configparser
        p = configparser.ConfigParser()
        p.read_string("[DEFAULT]\\nuse_cache = off\\n[gen]\\nn = 2\\n[other]\\nuse_cache = %(x)s\\n")
        model.generate(**inputs, assistant_model=draft, use_cache=p.getboolean("gen", "use_cache"))
        model.generate(**inputs, assistant_model=draft, use_cache=p["gen"]["use_cache"])
        model.generate(**inputs, assistant_model=draft, use_cache=p.getboolean("other", "use_cache"))
        model.generate(**inputs, assistant_model=draft, use_cache=p.getboolean("missing", "use_cache", fallback=False))
        q = configparser.ConfigParser()
        q.read("site.ini")
        model.generate(**inputs, assistant_model=draft, use_cache=q.getboolean("gen", "use_cache", fallback=False))
    """) == [(5, "HF101", "error"), (8, "HF101", "error")]
