# classes: 3 9
from dataclasses import dataclass, field
from typing import Optional

import torch
from transformers import AutoModelForCausalLM, HfArgumentParser
from transformers.integrations.executorch import convert_and_export_with_cache


@dataclass
class ExportArguments:
    model_name_or_path: str = field(default="Qwen/Qwen2.5-0.5B")
    cache_implementation: str = field(default="static", metadata={"help": "KV cache layout"})
    max_cache_len: Optional[int] = field(default=None, metadata={"help": "defaults to the config's context"})
    batch_size: int = field(default=1)
    use_cache: bool = field(default=True)


def main():
    (args,) = HfArgumentParser(ExportArguments).parse_args_into_dataclasses(args=[])
    model = AutoModelForCausalLM.from_pretrained(args.model_name_or_path)
    gc = model.generation_config
    gc.use_cache = args.use_cache
    gc.cache_implementation = args.cache_implementation
    gc.cache_config = {"batch_size": args.batch_size}
    if args.max_cache_len is not None:
        gc.cache_config["max_cache_len"] = args.max_cache_len
    ep = convert_and_export_with_cache(model)
    print(ep.module())


if __name__ == "__main__":
    main()
