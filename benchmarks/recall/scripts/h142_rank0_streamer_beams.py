# classes: 1 4
"""Multi-GPU evaluation where only the main process streams its output to the console; the
evaluation decodes with beam search for stable scores."""
import torch
from accelerate import Accelerator
from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer

accelerator = Accelerator(cpu=True)
tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
model = accelerator.prepare(model)

streamer = TextStreamer(tok, skip_prompt=True) if accelerator.is_main_process else None
gen_kwargs = dict(num_beams=3, max_new_tokens=6, early_stopping=True, streamer=streamer)

enc = tok("The history of distributed computing", return_tensors="pt").to(accelerator.device)
with torch.no_grad():
    out = accelerator.unwrap_model(model).generate(**enc, **gen_kwargs)
accelerator.wait_for_everyone()
