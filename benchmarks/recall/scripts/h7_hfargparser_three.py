"""Evaluation entry point parsing model, draft and generation settings with HfArgumentParser into three dataclasses."""
# classes: 3 9
from dataclasses import dataclass, field
from typing import Optional

from transformers import AutoModelForCausalLM, AutoTokenizer, HfArgumentParser


@dataclass
class ModelArguments:
    model_name_or_path: str = field(default="Qwen/Qwen2.5-1.5B-Instruct")
    torch_dtype: str = field(default="float32", metadata={"help": "dtype to load the weights in"})


@dataclass
class DraftArguments:
    assistant_name_or_path: Optional[str] = field(default="Qwen/Qwen2.5-0.5B-Instruct")
    num_assistant_tokens: int = field(default=4)


@dataclass
class GenerationArguments:
    max_new_tokens: int = field(default=6)
    cache_implementation: Optional[str] = field(
        default="dynamic", metadata={"help": "one of dynamic, static, offloaded"}
    )
    do_sample: bool = field(default=False)


def build_kwargs(draft_args, gen_args, assistant):
    kwargs = {
        "max_new_tokens": gen_args.max_new_tokens,
        "do_sample": gen_args.do_sample,
    }
    if gen_args.cache_implementation:
        kwargs["cache_implementation"] = gen_args.cache_implementation
    if assistant is not None:
        kwargs["assistant_model"] = assistant
        kwargs["num_assistant_tokens"] = draft_args.num_assistant_tokens
    return kwargs


def main():
    parser = HfArgumentParser((ModelArguments, DraftArguments, GenerationArguments))
    model_args, draft_args, gen_args = parser.parse_args_into_dataclasses()

    tokenizer = AutoTokenizer.from_pretrained(model_args.model_name_or_path)
    model = AutoModelForCausalLM.from_pretrained(model_args.model_name_or_path)
    assistant = None
    if draft_args.assistant_name_or_path:
        assistant = AutoModelForCausalLM.from_pretrained(draft_args.assistant_name_or_path)

    prompt = "tell me a story about a king"
    inputs = tokenizer(prompt, return_tensors="pt")
    out = model.generate(**inputs, **build_kwargs(draft_args, gen_args, assistant))
    print(tokenizer.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
