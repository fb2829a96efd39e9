# classes: 3
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--checkpoint", default="tiiuae/falcon-7b-instruct")
parser.add_argument("--draft", default=None, help="optional draft model for speculative decoding")
parser.add_argument("-n", "--num-return-sequences", type=int, default=3)
parser.add_argument("--sample", action="store_true")
args = parser.parse_args()

tokenizer = AutoTokenizer.from_pretrained(args.checkpoint)
model = AutoModelForCausalLM.from_pretrained(args.checkpoint)
draft_model = AutoModelForCausalLM.from_pretrained(args.draft) if args.draft else None

enc = tokenizer("tell me a story about a dog", return_tensors="pt")
outputs = model.generate(
    **enc,
    assistant_model=draft_model,
    num_return_sequences=args.num_return_sequences,
    do_sample=True,
    max_new_tokens=8,
)
for o in outputs:
    print(tokenizer.decode(o, skip_special_tokens=True))
