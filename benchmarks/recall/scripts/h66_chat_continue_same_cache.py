# classes: 5
"""Multi-turn chat that deliberately keeps one cache: each turn's prompt is the whole history so far."""
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

name = "openai-community/gpt2"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name)

history = "User: Give me a colour.\nBot:"
cache = DynamicCache()
for follow_up in ["\nUser: And another one?\nBot:", "\nUser: Thanks, which is brighter?\nBot:"]:
    ids = tok(history, return_tensors="pt")
    out = model.generate(**ids, past_key_values=cache, max_new_tokens=3, pad_token_id=tok.eos_token_id)
    history = tok.decode(out[0]) + follow_up
    print(history)
