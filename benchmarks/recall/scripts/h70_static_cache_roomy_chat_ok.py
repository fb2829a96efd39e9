# classes: 5
"""A Qwen chat helper with one StaticCache of 512 positions, reset for each question."""
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

MODEL = "Qwen/Qwen2.5-0.5B-Instruct"
tok = AutoTokenizer.from_pretrained(MODEL)
llm = AutoModelForCausalLM.from_pretrained(MODEL)
shared = StaticCache(config=llm.config, max_cache_len=512)

questions = ["What is a prime number?", "Name a river in Egypt."]
for q in questions:
    shared.reset()
    batch = tok(q, return_tensors="pt")
    reply = llm.generate(**batch, past_key_values=shared, max_new_tokens=6, do_sample=False)
    print(tok.decode(reply[0], skip_special_tokens=True))
