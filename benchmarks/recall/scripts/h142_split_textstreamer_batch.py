# classes: 4 6
"""Interactive demo launched with accelerate: the main process streams what it generates for its
share of the prompts to the console with a TextStreamer."""
from accelerate import PartialState
from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer

state = PartialState()
tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct", padding_side="left")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct").to(state.device)
streamer = TextStreamer(tok, skip_prompt=True) if state.is_main_process else None

prompts = ["Tell me a joke.", "Give me a fun fact.", "Say something nice."]
with state.split_between_processes(prompts) as mine:
    enc = tok(mine, return_tensors="pt", padding=True).to(state.device)
    model.generate(**enc, streamer=streamer, max_new_tokens=6)
