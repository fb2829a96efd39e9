# classes: 6 8
"""Tool calling with documented Python functions as tools: the templated prompt is
asked for as a dict and spread into generate, turn after turn."""

from transformers import AutoModelForCausalLM, AutoTokenizer


def get_current_wind_speed(location: str) -> float:
    """
    Get the current wind speed in km/h at a given location.

    Args:
        location: The location to get the wind speed for, in the format "City, Country"
    """
    return 6.0


def get_current_temperature(location: str) -> float:
    """
    Get the current temperature at a location.

    Args:
        location: The location to get the temperature for, in the format "City, Country"
    """
    return 22.0


TOOLS = [get_current_temperature, get_current_wind_speed]
tokenizer = AutoTokenizer.from_pretrained("Qwen/Qwen2-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2-0.5B-Instruct")

messages = [{"role": "user", "content": "How windy is it in Paris?"}]
for _ in range(2):
    inputs = tokenizer.apply_chat_template(
        messages, tools=TOOLS, add_generation_prompt=True, return_dict=True, return_tensors="pt"
    )
    out = model.generate(**inputs, max_new_tokens=10)
    reply = tokenizer.decode(out[0][inputs["input_ids"].shape[-1] :], skip_special_tokens=True)
    messages.append({"role": "assistant", "content": reply})
    messages.append({"role": "tool", "name": "get_current_wind_speed", "content": str(get_current_wind_speed("Paris"))})
print(messages)
