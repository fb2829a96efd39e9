# classes: 3 8
"""A launcher-style config dict (what a YAML for `accelerate launch` would hold) drives an eval run:
the KV cache is switched off to fit more ranks per node, and a draft model is configured."""
from accelerate import Accelerator
from transformers import AutoModelForCausalLM, AutoTokenizer

LAUNCH_CONFIG = {
    "num_processes": 1,
    "mixed_precision": "no",
    "model": "HuggingFaceTB/SmolLM2-360M-Instruct",
    "draft_model": "HuggingFaceTB/SmolLM2-135M-Instruct",
    "generate": {"max_new_tokens": 6, "use_cache": False},
}


def run(cfg):
    accelerator = Accelerator(cpu=True, mixed_precision=cfg["mixed_precision"])
    tok = AutoTokenizer.from_pretrained(cfg["model"])
    model = accelerator.prepare(AutoModelForCausalLM.from_pretrained(cfg["model"]))
    draft = AutoModelForCausalLM.from_pretrained(cfg["draft_model"])
    enc = tok("Translate to French: good morning", return_tensors="pt")
    out = accelerator.unwrap_model(model).generate(**enc, assistant_model=draft, **cfg["generate"])
    accelerator.print(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    run(LAUNCH_CONFIG)
