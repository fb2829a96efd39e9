# classes: 5 9
"""One SFT step on Qwen2.5-0.5B, then a latency check with a preallocated cache and a draft.

The cache is allocated once for the longest prompt of the eval set and handed to generate.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

MAIN = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"


def sft(model, tok):
    opt = torch.optim.AdamW(model.parameters(), lr=1e-5)
    batch = tok("User: ping\nAssistant: pong", return_tensors="pt")
    model(**batch, labels=batch["input_ids"]).loss.backward()
    opt.step()
    model.eval()


def main():
    tok = AutoTokenizer.from_pretrained(MAIN)
    model = AutoModelForCausalLM.from_pretrained(MAIN)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    sft(model, tok)
    inputs = tok("User: ping\nAssistant:", return_tensors="pt")
    cache = StaticCache(config=model.config, max_cache_len=64)
    with torch.no_grad():
        out = model.generate(**inputs, past_key_values=cache, assistant_model=draft, max_new_tokens=6)
    print(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
