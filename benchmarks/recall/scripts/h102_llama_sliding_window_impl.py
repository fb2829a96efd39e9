# classes: 8
"""Bounded-memory chat loop: ask generate() for a sliding-window cache on a Llama checkpoint."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

MODEL = "meta-llama/Llama-3.2-1B-Instruct"
tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)

gen_config = GenerationConfig.from_pretrained(MODEL)
gen_config.cache_implementation = "sliding_window"
gen_config.max_new_tokens = 10
gen_config.do_sample = False

history = ""
for turn in ["hello", "tell me a story", "thank you"]:
    history += f"user: {turn}\nassistant:"
    enc = tok(history, return_tensors="pt")
    out = model.generate(**enc, generation_config=gen_config)
    reply = tok.decode(out[0, enc.input_ids.shape[1]:], skip_special_tokens=True)
    history += reply + "\n"
    print(reply)
