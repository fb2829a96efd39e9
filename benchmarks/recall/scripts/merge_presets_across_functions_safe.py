# classes: 3 9
"""Chat backend: the house defaults switch the cache off for the CPU replicas, and the
speculative profile turns it back on before the assisted call."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

HOUSE_DEFAULTS = {"max_new_tokens": 8, "do_sample": False, "use_cache": False}


def speculative_profile():
    return {"use_cache": True, "num_assistant_tokens": 3}


def build_generate_kwargs(overrides):
    return {**HOUSE_DEFAULTS, **overrides}


def main():
    tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
    model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct", torch_dtype=torch.float32)
    draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct", torch_dtype=torch.float32)
    gen_kwargs = build_generate_kwargs(speculative_profile())
    enc = tok("tell me a story about the king", return_tensors="pt")
    out = model.generate(**enc, assistant_model=draft, **gen_kwargs)
    print(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
