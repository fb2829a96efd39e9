# classes: 4 2
"""Pipeline eval over a prompt list with an assistant model; prints a small table."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline

TARGET = "meta-llama/Llama-3.2-3B-Instruct"
DRAFT = "meta-llama/Llama-3.2-1B-Instruct"

dataset = [
    {"prompt": "tell me a story about a king", "ref": "once upon a time"},
    {"prompt": "count to five", "ref": "one two three four five"},
    {"prompt": "name a colour", "ref": "red"},
]

tok = AutoTokenizer.from_pretrained(TARGET)
tok.pad_token = tok.pad_token or tok.eos_token
draft = AutoModelForCausalLM.from_pretrained(DRAFT)

pipe_kwargs = {"model": TARGET, "tokenizer": tok, "assistant_model": draft}
gen_kwargs = {"max_new_tokens": 6, "do_sample": False, "return_full_text": False}

# batched eval
pipe_kwargs.update(batch_size=2)
generator = pipeline("text-generation", **pipe_kwargs)

t0 = time.perf_counter()
outputs = generator([row["prompt"] for row in dataset], **gen_kwargs)
elapsed = time.perf_counter() - t0

for row, out in zip(dataset, outputs):
    print(f"{row['prompt'][:28]:<30}{out[0]['generated_text'][:40]!r}")
print(f"total {elapsed:.2f}s")
