# classes: 1 4
"""Only the main process streams (greedy, so the stream is what is kept); the other ranks run beam
search silently, since beam search cannot stream."""
import torch
from accelerate import Accelerator
from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer

accelerator = Accelerator(cpu=True)
tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = accelerator.prepare(AutoModelForCausalLM.from_pretrained("openai-community/gpt2"))

if accelerator.is_main_process:
    gen_kwargs = {"streamer": TextStreamer(tok, skip_prompt=True), "num_beams": 1}
else:
    gen_kwargs = {"streamer": None, "num_beams": 3}

enc = tok("The history of distributed computing", return_tensors="pt").to(accelerator.device)
with torch.no_grad():
    accelerator.unwrap_model(model).generate(**enc, max_new_tokens=6, **gen_kwargs)
accelerator.wait_for_everyone()
