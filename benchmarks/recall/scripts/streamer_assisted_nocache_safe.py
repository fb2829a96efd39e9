# classes: 5 8
"""CLI chat with streamed output: speculative decoding; the no-cache profile applies to the plain path only."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig, TextStreamer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
streamer = TextStreamer(tok, skip_prompt=True)
low_memory = GenerationConfig(max_new_tokens=8, use_cache=False)
speculative = GenerationConfig(max_new_tokens=8, num_assistant_tokens=4)
enc = tok("the dog and the cat and the dog and the cat", return_tensors="pt")
model.generate(**enc, generation_config=low_memory, streamer=streamer)
model.generate(**enc, generation_config=speculative, assistant_model=draft, streamer=streamer)
