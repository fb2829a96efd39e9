# classes: 8 2
"""Batch summariser that halves the batch size whenever it runs out of memory."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct", low_cpu_mem_usage=True)
prompts = ["tell me a story", "the quick brown fox", "hello world", "once upon a time"] * 2


def run_all(prompts, batch_size=8):
    outputs = []
    i = 0
    while i < len(prompts):
        chunk = prompts[i:i + batch_size]
        try:
            enc = tok(chunk, return_tensors="pt", padding=True)
            out = model.generate(**enc, max_new_tokens=4, do_sample=False, num_beams=2)
        except torch.cuda.OutOfMemoryError:
            batch_size = max(1, batch_size // 2)
            continue
        outputs.extend(tok.batch_decode(out[:, enc["input_ids"].shape[1]:], skip_special_tokens=True))
        i += batch_size
    return outputs


print(run_all(prompts))
