# classes: 3
from dataclasses import dataclass, field
from typing import Optional

from transformers import AutoModelForCausalLM, AutoTokenizer, HfArgumentParser


@dataclass
class ModelArguments:
    model_name_or_path: str = field(default="Qwen/Qwen2.5-1.5B-Instruct")
    assistant_model_name_or_path: Optional[str] = field(
        default="Qwen/Qwen2.5-0.5B-Instruct", metadata={"help": "draft model for speculative decoding"}
    )


@dataclass
class GenerationArguments:
    max_new_tokens: int = field(default=16)
    use_cache: bool = field(default=False, metadata={"help": "Whether to use the past key/values"})
    do_sample: bool = field(default=False)


def main():
    parser = HfArgumentParser((ModelArguments, GenerationArguments))
    model_args, gen_args = parser.parse_args_into_dataclasses()

    tokenizer = AutoTokenizer.from_pretrained(model_args.model_name_or_path)
    model = AutoModelForCausalLM.from_pretrained(model_args.model_name_or_path)
    assistant = None
    if model_args.assistant_model_name_or_path:
        assistant = AutoModelForCausalLM.from_pretrained(model_args.assistant_model_name_or_path)

    inputs = tokenizer(["tell me a story about the king"], return_tensors="pt")
    output_ids = model.generate(
        **inputs,
        assistant_model=assistant,
        max_new_tokens=gen_args.max_new_tokens,
        use_cache=gen_args.use_cache,
        do_sample=gen_args.do_sample,
    )
    print(tokenizer.batch_decode(output_ids, skip_special_tokens=True)[0])


if __name__ == "__main__":
    main()
