# classes: 5 7
"""Low-latency streaming with a static cache only (no draft model), greedy, TextStreamer."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig, TextStreamer

MODEL_ID = "Qwen/Qwen2.5-0.5B-Instruct"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

gen_cfg = GenerationConfig(max_new_tokens=6, cache_implementation="static", do_sample=False, eos_token_id=tok.eos_token_id, pad_token_id=tok.eos_token_id)
enc = tok.apply_chat_template([{"role": "user", "content": "hello"}], add_generation_prompt=True, return_tensors="pt", return_dict=True)
model.generate(**enc, generation_config=gen_cfg, streamer=TextStreamer(tok, skip_prompt=True))
