# classes: 3 9
"""Chat backend: the decoding preset is the house defaults with the speculative profile's
overrides on top, merged in a helper the way our serving repo does it."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

HOUSE_DEFAULTS = {"max_new_tokens": 8, "do_sample": False, "repetition_penalty": 1.0}


def speculative_profile():
    # Low-memory profile for the shared T4 box: no KV cache, small draft windows.
    return {"use_cache": False, "num_assistant_tokens": 3}


def build_generate_kwargs(overrides):
    return dict(HOUSE_DEFAULTS, **overrides)


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
