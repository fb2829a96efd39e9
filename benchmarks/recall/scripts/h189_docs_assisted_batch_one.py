# classes: 3 9
"""Assisted decoding recipe from the generation-strategies docs, adapted to run over a list of
prompts one at a time (the batch size flag defaults to 1)."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--checkpoint", default="HuggingFaceTB/SmolLM2-360M-Instruct")
parser.add_argument("--assistant", default="HuggingFaceTB/SmolLM2-135M-Instruct")
parser.add_argument("--batch-size", type=int, default=1)
args = parser.parse_args()

prompts = ["Alice and Bob", "The capital of France is", "Python is a"]
tokenizer = AutoTokenizer.from_pretrained(args.checkpoint)
tokenizer.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained(args.checkpoint)
assistant_model = AutoModelForCausalLM.from_pretrained(args.assistant)

for start in range(0, len(prompts), args.batch_size):
    inputs = tokenizer(prompts[start : start + args.batch_size], return_tensors="pt", padding=True)
    outputs = model.generate(**inputs, assistant_model=assistant_model, max_new_tokens=5)
    print(tokenizer.batch_decode(outputs, skip_special_tokens=True))
