"""Source texts the server tests open."""

import textwrap

BAD = textwrap.dedent("""\
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    assistant = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    inputs = tokenizer("hello", return_tensors="pt")
    out = model.generate(**inputs, assistant_model=assistant, use_cache=False)
""")

# An option's default decides the finding: a warning that names the option.
FLAG_DEFAULT = textwrap.dedent("""\
    import argparse
    from transformers import AutoModelForCausalLM

    parser = argparse.ArgumentParser()
    parser.add_argument("--use-kv-cache", action="store_true")
    args = parser.parse_args()
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    assistant = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    model.generate(assistant_model=assistant, use_cache=args.use_kv_cache)
""")
