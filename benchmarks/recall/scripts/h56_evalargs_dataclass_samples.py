# classes: 3
# Code-eval harness arguments (HfArgumentParser); a draft model speeds up pass@k sampling.
from dataclasses import dataclass, field
from typing import Optional

from transformers import AutoModelForCausalLM, AutoTokenizer, HfArgumentParser


@dataclass
class EvalArguments:
    model: str = field(default="Qwen/Qwen2.5-Coder-7B-Instruct")
    draft_model: Optional[str] = field(default="Qwen/Qwen2.5-Coder-0.5B-Instruct", metadata={"help": "assistant for speculative decoding"})
    do_sample: bool = field(default=True, metadata={"help": "Sample from the model's output distribution."})
    temperature: float = field(default=0.2)
    top_p: float = field(default=0.95)
    n_samples: int = field(default=2, metadata={"help": "completions per problem (pass@k)"})
    max_new_tokens: int = field(default=4)


(args,) = HfArgumentParser(EvalArguments).parse_args_into_dataclasses()
tokenizer = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model)
draft = AutoModelForCausalLM.from_pretrained(args.draft_model) if args.draft_model else None

gen_kwargs = dict(
    do_sample=args.do_sample,
    temperature=args.temperature,
    top_p=args.top_p,
    num_return_sequences=args.n_samples,
    max_new_tokens=args.max_new_tokens,
)
if draft is not None:
    gen_kwargs["assistant_model"] = draft

problems = ["def is_palindrome(s: str) -> bool:\n", "def gcd(a, b):\n"]
for prob in problems:
    enc = tokenizer(prob, return_tensors="pt")
    samples = model.generate(**enc, **gen_kwargs)
    print(len(samples))
