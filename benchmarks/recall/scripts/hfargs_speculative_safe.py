# classes: 3
from dataclasses import dataclass, field
from typing import Optional

from transformers import AutoModelForCausalLM, AutoTokenizer, HfArgumentParser


@dataclass
class Arguments:
    model_name_or_path: str = field(default="meta-llama/Llama-3.2-3B-Instruct")
    assistant_model_name_or_path: Optional[str] = field(default="meta-llama/Llama-3.2-1B-Instruct")
    use_cache: bool = field(default=True, metadata={"help": "keep the KV cache on (required for drafts)"})
    num_return_sequences: int = field(default=1)
    max_new_tokens: int = 12


if __name__ == "__main__":
    parser = HfArgumentParser(Arguments)
    (args,) = parser.parse_args_into_dataclasses()
    tok = AutoTokenizer.from_pretrained(args.model_name_or_path)
    model = AutoModelForCausalLM.from_pretrained(args.model_name_or_path)
    draft = AutoModelForCausalLM.from_pretrained(args.assistant_model_name_or_path)
    enc = tok("tell me a story about the queen", return_tensors="pt")
    out = model.generate(**enc, assistant_model=draft, use_cache=args.use_cache,
                         num_return_sequences=args.num_return_sequences, max_new_tokens=args.max_new_tokens)
    print(tok.batch_decode(out, skip_special_tokens=True))
