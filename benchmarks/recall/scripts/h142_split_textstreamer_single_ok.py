# classes: 4 6
"""Interactive demo launched with accelerate: each process streams its prompts one at a time (a
TextStreamer shows one sequence)."""
from accelerate import PartialState
from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer

state = PartialState()
tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct").to(state.device)
streamer = TextStreamer(tok, skip_prompt=True) if state.is_main_process else None

prompts = ["Tell me a joke.", "Give me a fun fact.", "Say something nice."]
with state.split_between_processes(prompts) as mine:
    for prompt in mine:
        enc = tok(prompt, return_tensors="pt").to(state.device)
        model.generate(**enc, streamer=streamer, max_new_tokens=6)
