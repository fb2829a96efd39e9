"""Static-cache decoding with the constructor signature from older blog posts (max_batch_size, device, dtype)."""
# classes: 5

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

NAME = "HuggingFaceTB/SmolLM2-360M-Instruct"


def build_cache(model, max_len=96):
    return StaticCache(
        config=model.config,
        max_batch_size=1,
        max_cache_len=max_len,
        device=model.device,
        dtype=model.dtype,
    )


def main():
    tokenizer = AutoTokenizer.from_pretrained(NAME)
    model = AutoModelForCausalLM.from_pretrained(NAME, torch_dtype=torch.float32)
    inputs = tokenizer("tell me a story about the queen", return_tensors="pt")
    cache = build_cache(model)
    with torch.no_grad():
        out = model.generate(**inputs, past_key_values=cache, max_new_tokens=6, do_sample=False)
    print(tokenizer.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
