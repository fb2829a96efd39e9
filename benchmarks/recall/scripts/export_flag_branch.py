# classes: 1 3
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig
from transformers.integrations.executorch import convert_and_export_with_cache


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--export", action="store_true")
    parser.add_argument("--model", default="Qwen/Qwen2.5-0.5B-Instruct")
    args = parser.parse_args()

    model = AutoModelForCausalLM.from_pretrained(args.model)
    tokenizer = AutoTokenizer.from_pretrained(args.model)
    if args.export:
        model.generation_config = GenerationConfig(
            use_cache=True, cache_implementation="static", cache_config={"batch_size": 1, "max_cache_len": 64}
        )
        print(convert_and_export_with_cache(model))
    else:
        enc = tokenizer("tell me a story", return_tensors="pt")
        out = model.generate(**enc, prompt_lookup_num_tokens=5, max_new_tokens=8)
        print(tokenizer.decode(out[0]))


if __name__ == "__main__":
    main()
