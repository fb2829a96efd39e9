# classes: 3 7
"""hydra app whose default config is a plain dict node in the ConfigStore."""
import os

import hydra
from hydra.core.config_store import ConfigStore
from transformers import AutoModelForCausalLM, AutoTokenizer

os.environ["HYDRA_FULL_ERROR"] = "1"

ConfigStore.instance().store(
    name="speculative",
    node={
        "main": "Qwen/Qwen2.5-3B-Instruct",
        "draft": "Qwen/Qwen2.5-0.5B-Instruct",
        "gen": {"max_new_tokens": 8, "use_cache": True, "cache_implementation": "static"},
        "prompt": "tell me a story about a dog",
    },
)


@hydra.main(version_base=None, config_name="speculative")
def app(cfg):
    tok = AutoTokenizer.from_pretrained(cfg.main)
    model = AutoModelForCausalLM.from_pretrained(cfg.main)
    draft = AutoModelForCausalLM.from_pretrained(cfg.draft)
    enc = tok(cfg.prompt, return_tensors="pt")
    out = model.generate(
        **enc,
        assistant_model=draft,
        max_new_tokens=cfg.gen.max_new_tokens,
        use_cache=cfg.gen.use_cache,
        cache_implementation=cfg.gen.cache_implementation,
    )
    print(tok.decode(out[0]))


if __name__ == "__main__":
    app()
