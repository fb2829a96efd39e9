# classes: 3 7
"""The same `accelerate launch` eval script with every environment setting cast to its type
before it reaches generate."""
import os

import torch
from accelerate import Accelerator
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = os.environ.get("MODEL_NAME", "HuggingFaceTB/SmolLM2-135M-Instruct")
MAX_NEW_TOKENS = int(os.environ.get("MAX_NEW_TOKENS", "8"))
TEMPERATURE = float(os.environ.get("TEMPERATURE", "0.7"))
SEED = int(os.environ.get("SEED", 1234))

accelerator = Accelerator(cpu=True)
torch.manual_seed(SEED + accelerator.process_index)
tok = AutoTokenizer.from_pretrained(MODEL)
model = accelerator.prepare(AutoModelForCausalLM.from_pretrained(MODEL))
model.eval()

questions = ["What is the capital of France?", "How many legs does a spider have?"]
for q in questions[accelerator.process_index :: accelerator.num_processes]:
    enc = tok(q, return_tensors="pt").to(accelerator.device)
    with torch.no_grad():
        out = accelerator.unwrap_model(model).generate(
            **enc, max_new_tokens=MAX_NEW_TOKENS, do_sample=True, temperature=TEMPERATURE
        )
    accelerator.print(tok.decode(out[0], skip_special_tokens=True))
