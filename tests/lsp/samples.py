"""Source texts the server tests open."""

import textwrap

BAD = textwrap.dedent('''\
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    assistant = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    inputs = tokenizer("hello", return_tensors="pt")
    out = model.generate(**inputs, assistant_model=assistant, use_cache=False)
''')
