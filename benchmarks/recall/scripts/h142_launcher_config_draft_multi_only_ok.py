# classes: 1 3
"""A launcher config dict with the KV cache off to fit more ranks per node; the draft model is only
used when the run has several processes and the cache is on, which a single-process run never
reaches."""
from accelerate import Accelerator
from transformers import AutoModelForCausalLM, AutoTokenizer

LAUNCH_CONFIG = {
    "num_processes": 1,
    "model": "HuggingFaceTB/SmolLM2-360M-Instruct",
    "draft_model": "HuggingFaceTB/SmolLM2-135M-Instruct",
    "generate": {"max_new_tokens": 6, "use_cache": False},
}


def run(cfg):
    accelerator = Accelerator(cpu=True)
    tok = AutoTokenizer.from_pretrained(cfg["model"])
    model = accelerator.prepare(AutoModelForCausalLM.from_pretrained(cfg["model"]))
    gen = dict(cfg["generate"])
    if accelerator.num_processes > 1 and gen.get("use_cache", True):
        gen["assistant_model"] = AutoModelForCausalLM.from_pretrained(cfg["draft_model"])
    enc = tok("Translate to French: good morning", return_tensors="pt")
    out = accelerator.unwrap_model(model).generate(**enc, **gen)
    accelerator.print(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    run(LAUNCH_CONFIG)
