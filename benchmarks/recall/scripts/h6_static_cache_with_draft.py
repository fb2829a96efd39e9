"""Pre-allocate a StaticCache for TinyLlama-Chat and reuse it while speculating with a draft."""
# classes: 5

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

MODEL = "TinyLlama/TinyLlama-1.1B-Chat-v1.0"
DRAFT = "meta-llama/Llama-2-7b-chat-hf"  # same 32000 vocabulary; here just a second checkpoint


def main():
    tok = AutoTokenizer.from_pretrained(MODEL)
    model = AutoModelForCausalLM.from_pretrained(MODEL, torch_dtype=torch.float32)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)

    enc = tok("once upon a time", return_tensors="pt")
    cache = StaticCache(config=model.config, max_cache_len=64)
    out = model.generate(
        **enc,
        past_key_values=cache,
        assistant_model=draft,
        max_new_tokens=6,
    )
    print(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
