# classes: 2 3
# Throughput grid: speculation length x batch size, like the BSP benchmark scripts.
import argparse
import itertools
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

p = argparse.ArgumentParser()
p.add_argument("--model", default="facebook/opt-1.3b")
p.add_argument("--assist-model", default="facebook/opt-125m")
p.add_argument("--len-out", type=int, default=4)
p.add_argument("--speculate-step", type=int, nargs="+", default=[0, 2])
p.add_argument("--batch-size", type=int, nargs="+", default=[1, 2])
args = p.parse_args()

tokenizer = AutoTokenizer.from_pretrained(args.model)
tokenizer.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained(args.model)
assistant = AutoModelForCausalLM.from_pretrained(args.assist_model)

prompts = ["The capital of France is", "Once upon a time", "In machine learning,", "Hello"]
results = []
for step, bs in itertools.product(args.speculate_step, args.batch_size):
    batch = tokenizer(prompts[:bs], return_tensors="pt", padding=True)
    extra = {}
    if step > 0:
        extra = {"assistant_model": assistant, "num_assistant_tokens": step}
    t0 = time.perf_counter()
    out = model.generate(**batch, max_new_tokens=args.len_out, **extra)
    results.append((step, bs, time.perf_counter() - t0, out.shape[1]))

for row in results:
    print(*row)
