# classes: 5
"""Two unrelated prompts share one DynamicCache object (created once at module level)."""
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
lm = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
shared_cache = DynamicCache()


def complete(text):
    ids = tok(text, return_tensors="pt")
    return tok.decode(lm.generate(**ids, past_key_values=shared_cache, max_new_tokens=3, pad_token_id=tok.eos_token_id)[0])


print(complete("The quick brown fox jumps over the lazy dog because"))
print(complete("Hi"))
