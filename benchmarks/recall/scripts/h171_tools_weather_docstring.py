# classes: 7
"""Tool calling: the tool functions are passed to the chat template, which turns their
signatures and docstrings into JSON schemas."""
from transformers import AutoModelForCausalLM, AutoTokenizer


def get_weather(city: str, unit: str = "celsius") -> str:
    """
    Get the current weather in a city.

    Args:
        city: The name of the city.
        unit: The temperature unit, "celsius" or "fahrenheit".
    """
    return "sunny"


def get_time(city: str) -> str:
    """
    Get the local time in a city.

    Args:
        city: The name of the city.
    """
    return "noon"


TOOLS = [get_weather, get_time]
tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
messages = [{"role": "user", "content": "what is the weather in the garden"}]
inputs = tok.apply_chat_template(messages, tools=TOOLS, add_generation_prompt=True, return_dict=True, return_tensors="pt")
out = model.generate(**inputs, max_new_tokens=6, do_sample=False)
print(tok.decode(out[0][len(inputs["input_ids"][0]) :]))
