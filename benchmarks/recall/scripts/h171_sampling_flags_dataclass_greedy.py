# classes: 3 6
"""HfArgumentParser dataclass for a chat eval: greedy by default via temperature 0, sampling on
request."""
from dataclasses import dataclass, field

from transformers import AutoModelForCausalLM, AutoTokenizer, HfArgumentParser


@dataclass
class ChatEvalArgs:
    model_name: str = field(default="Qwen/Qwen2-0.5B-Instruct")
    temperature: float = field(default=0.0)
    top_p: float = field(default=1.0)
    max_new_tokens: int = field(default=5)


(args,) = HfArgumentParser(ChatEvalArgs).parse_args_into_dataclasses()
tok = AutoTokenizer.from_pretrained(args.model_name)
model = AutoModelForCausalLM.from_pretrained(args.model_name)
gen_kwargs = {"max_new_tokens": args.max_new_tokens, "top_p": args.top_p}
if args.temperature > 0:
    gen_kwargs.update(do_sample=True, temperature=args.temperature)
else:
    gen_kwargs.update(do_sample=False)
enc = tok.apply_chat_template([{"role": "user", "content": "hello"}], add_generation_prompt=True, return_tensors="pt", return_dict=True)
print(tok.decode(model.generate(**enc, **gen_kwargs)[0]))
