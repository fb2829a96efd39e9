# classes: 3 7
"""Speculative decoding demo driven by an OmegaConf config (experiment defaults inline)."""
import torch
from omegaconf import OmegaConf
from transformers import AutoModelForCausalLM, AutoTokenizer

cfg = OmegaConf.create(
    {
        "model": {"target": "HuggingFaceTB/SmolLM2-360M", "draft": "HuggingFaceTB/SmolLM2-135M"},
        "gen": {"max_new_tokens": 8, "do_sample": False, "use_cache": False},
        "prompt": "Once upon a time there lived a king",
    }
)


def main():
    tok = AutoTokenizer.from_pretrained(cfg.model.target)
    target = AutoModelForCausalLM.from_pretrained(cfg.model.target)
    draft = AutoModelForCausalLM.from_pretrained(cfg.model.draft)
    inputs = tok(cfg.prompt, return_tensors="pt")
    with torch.no_grad():
        out = target.generate(**inputs, assistant_model=draft, **cfg.gen)
    print(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
