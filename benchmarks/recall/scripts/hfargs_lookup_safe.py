# classes: 3
"""Prompt lookup decoding for code completion (arguments parsed with HfArgumentParser)."""
from dataclasses import dataclass, field

from transformers import AutoModelForCausalLM, AutoTokenizer, HfArgumentParser


@dataclass
class ScriptArguments:
    model_id: str = field(default="Qwen/Qwen2.5-Coder-0.5B-Instruct")
    prompt_lookup_num_tokens: int = field(default=10)
    max_matching_ngram_size: int = field(default=2)
    num_beams: int = field(default=1)
    batch_size: int = field(default=1)
    max_new_tokens: int = field(default=12)


SNIPPETS = [
    "for i in range ( ten ) : print ( i ) for i in range ( ten ) :",
    "def add ( a , b ) : return a + b def sub ( a , b ) :",
]

if __name__ == "__main__":
    (args,) = HfArgumentParser(ScriptArguments).parse_args_into_dataclasses()
    tokenizer = AutoTokenizer.from_pretrained(args.model_id)
    model = AutoModelForCausalLM.from_pretrained(args.model_id)
    for i in range(0, len(SNIPPETS), args.batch_size):
        enc = tokenizer(SNIPPETS[i:i + args.batch_size], return_tensors="pt", padding=True)
        out = model.generate(
            **enc,
            prompt_lookup_num_tokens=args.prompt_lookup_num_tokens,
            max_matching_ngram_size=args.max_matching_ngram_size,
            num_beams=args.num_beams,
            max_new_tokens=args.max_new_tokens,
        )
        print(tokenizer.batch_decode(out))
