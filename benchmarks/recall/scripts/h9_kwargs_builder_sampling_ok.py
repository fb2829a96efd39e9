# classes: 7 2
"""Best-of-n sampling with a draft model; kwargs assembled by a small helper."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


def sampling_kwargs(tokenizer, **overrides):
    kw = dict(max_new_tokens=6, do_sample=True, temperature=0.7, top_p=0.9,
              pad_token_id=tokenizer.eos_token_id)
    kw.update(overrides)
    return kw


def best_of(model, tokenizer, prompt, n, **extra):
    enc = tokenizer(prompt, return_tensors="pt")
    kw = sampling_kwargs(tokenizer, num_return_sequences=n, **extra)
    with torch.no_grad():
        seqs = model.generate(**enc, **kw)
    return tokenizer.batch_decode(seqs, skip_special_tokens=True)


torch.manual_seed(0)
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-1.7B-Instruct")
lm = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-1.7B-Instruct")
small = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")

print(best_of(lm, tok, "a story about a fox", 1, assistant_model=small))
print(best_of(lm, tok, "a story about a dog", 3))
