# classes: 5
"""Compare two small models on the same prompts; one cache per model kept in a dict."""
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

checkpoints = ["distilbert/distilgpt2", "openai-community/gpt2"]
prompts = ["The capital of France is", "Water boils at"]

models = {c: AutoModelForCausalLM.from_pretrained(c) for c in checkpoints}
tokenizers = {c: AutoTokenizer.from_pretrained(c) for c in checkpoints}
caches = {c: DynamicCache() for c in checkpoints}

for ckpt in checkpoints:
    for p in prompts:
        enc = tokenizers[ckpt](p, return_tensors="pt")
        out = models[ckpt].generate(
            **enc, past_key_values=caches[ckpt], max_new_tokens=3, pad_token_id=tokenizers[ckpt].eos_token_id
        )
        print(ckpt, repr(tokenizers[ckpt].decode(out[0])))
