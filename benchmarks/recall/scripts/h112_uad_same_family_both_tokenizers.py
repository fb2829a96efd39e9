# classes: 6 7
"""Speculative decoding helper that always passes both tokenizers (universal assisted decoding),
used here on a Llama 3.1 / Llama 3.2 pair."""
from transformers import AutoModelForCausalLM, AutoTokenizer


def speculative(target_id, draft_id, prompt, **gen):
    tok = AutoTokenizer.from_pretrained(target_id)
    dtok = AutoTokenizer.from_pretrained(draft_id)
    target = AutoModelForCausalLM.from_pretrained(target_id)
    draft = AutoModelForCausalLM.from_pretrained(draft_id)
    enc = tok(prompt, return_tensors="pt")
    out = target.generate(**enc, assistant_model=draft, tokenizer=tok, assistant_tokenizer=dtok, **gen)
    return tok.decode(out[0], skip_special_tokens=True)


print(speculative("meta-llama/Llama-3.1-8B-Instruct", "meta-llama/Llama-3.2-1B-Instruct", "hello world", max_new_tokens=8))
