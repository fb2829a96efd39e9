# classes: 5 8
"""CLI chat with streamed output: prompt lookup and a static cache, both set in one GenerationConfig."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig, TextStreamer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
streamer = TextStreamer(tok, skip_prompt=True)
chat_config = GenerationConfig(
    max_new_tokens=8,
    prompt_lookup_num_tokens=3,
    cache_implementation="static",
    do_sample=False,
)
enc = tok("the dog and the cat and the dog and the cat", return_tensors="pt")
model.generate(**enc, generation_config=chat_config, streamer=streamer)
