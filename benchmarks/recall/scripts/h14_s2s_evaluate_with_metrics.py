# classes: 7 2
# With compute_metrics, Seq2SeqTrainer.evaluate() generates for every eval batch.
# The model generation config asks for prompt lookup.
import tempfile

import torch
from transformers import (
    AutoTokenizer,
    BartConfig,
    BartForConditionalGeneration,
    DataCollatorForSeq2Seq,
    Seq2SeqTrainer,
    Seq2SeqTrainingArguments,
)

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
tokenizer.pad_token = tokenizer.eos_token  # GPT-2 has no pad token
config = BartConfig(
    vocab_size=len(tokenizer), d_model=16, encoder_layers=1, decoder_layers=1,
    encoder_attention_heads=2, decoder_attention_heads=2, encoder_ffn_dim=32, decoder_ffn_dim=32,
    max_position_embeddings=64, pad_token_id=tokenizer.pad_token_id, bos_token_id=tokenizer.bos_token_id,
    eos_token_id=tokenizer.eos_token_id, decoder_start_token_id=tokenizer.eos_token_id,
)
model = BartForConditionalGeneration(config)
model.generation_config.update(prompt_lookup_num_tokens=2, max_new_tokens=4)

texts = ["the quick brown fox", "hello world", "tell me a story", "one two three four"]
eval_rows = [dict(tokenizer(t), labels=tokenizer(t)["input_ids"]) for t in texts]

with tempfile.TemporaryDirectory() as tmp:
    training_args = Seq2SeqTrainingArguments(
        output_dir=tmp,
        per_device_eval_batch_size=2,
        predict_with_generate=True,
        generation_max_length=8,
        report_to=[],
        use_cpu=True,
    )
    trainer = Seq2SeqTrainer(
        model=model,
        args=training_args,
        eval_dataset=eval_rows,
        data_collator=DataCollatorForSeq2Seq(tokenizer, model=model),
        compute_metrics=lambda p: {"n": float(len(p.predictions))},
    )
    metrics = trainer.evaluate()
    print({k: round(v, 3) for k, v in metrics.items() if isinstance(v, float)})
